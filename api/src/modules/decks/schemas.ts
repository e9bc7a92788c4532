/** JSON schemas of the decks routes, for the OpenAPI document (bodies are validated by yup). */
const looseObject = { type: 'object', additionalProperties: true } as const;

export const slideReply = looseObject;

export const deckReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    workspaceId: { type: 'string' },
    authorId: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string', enum: ['Draft', 'Complete'] },
    template: { type: 'string' },
    theme: { type: 'object', properties: { font: { type: 'string' }, colorScheme: { type: 'string' } } },
    inputs: looseObject,
    outline: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' } },
      },
    },
    slides: { type: 'array', items: looseObject },
    version: { type: 'integer' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

export const deckSummaryList = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          status: { type: 'string' },
          template: { type: 'string' },
          slideCount: { type: 'integer' },
          updatedAt: { type: 'string' },
          startupName: { type: 'string' },
        },
      },
    },
    canDelete: { type: 'boolean' },
  },
} as const;

export const generationReply = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['idle', 'running', 'done', 'failed'] },
    done: { type: 'integer' },
    total: { type: 'integer' },
    current: { type: 'string' },
    error: { type: 'string' },
  },
} as const;

export const sharedReply = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    theme: { type: 'object', properties: { font: { type: 'string' }, colorScheme: { type: 'string' } } },
    slides: { type: 'array', items: looseObject },
    updatedAt: { type: 'string' },
  },
} as const;
