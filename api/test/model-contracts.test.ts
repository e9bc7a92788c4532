import {
  commentSchema,
  commentThreadSchema,
  deckSchema,
  linkSchema,
  onboardingAnswersSchema,
  publicUserReplySchema,
  resumeSchema,
  teamInvitationSchema,
  teamMemberSchema,
  waitlistJoinSchema,
} from '@kuza/contracts';
import { Schema, type Model } from 'mongoose';
import { number, object, string, type SchemaObjectDescription } from 'yup';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The mongoose models and the contracts describe the same records: what is stored and what the API
 * answers or takes. Each field of a contract is stored under its name with a compatible type (or is
 * named here as worked out from stored fields), and each stored field is in the contract or named
 * here as the server's own. A field added on one side only fails here.
 */

interface Pairing {
  model: string;
  contract: { describe(): SchemaObjectDescription };
  /** Contract fields stored under another name. */
  renamed?: Record<string, string>;
  /** Contract fields the API works out from stored fields, with those fields. */
  derived?: Record<string, readonly string[]>;
  /** Stored fields the API never answers with: secrets, keys, bookkeeping. */
  serverOnly?: readonly string[];
  /** Embedded records checked the same way, by stored path. */
  nested?: Record<string, Omit<Pairing, 'model'>>;
}

const PAIRINGS: readonly Pairing[] = [
  {
    model: 'User',
    contract: publicUserReplySchema,
    renamed: { id: '_id' },
    derived: { providers: ['hasPassword', 'googleId'] },
    serverOnly: ['passwordHash', 'verification', 'noticeSentAt', 'knownDevices'],
    nested: { onboarding: { contract: onboardingAnswersSchema } },
  },
  { model: 'WaitlistEntry', contract: waitlistJoinSchema, serverOnly: ['_id', 'joinedAt'] },
  {
    model: 'DeckLink',
    contract: linkSchema,
    renamed: { id: '_id' },
    derived: { path: ['token'], url: ['token'], hasPasscode: ['passcodeHash'], revoked: ['revokedAt'] },
    serverOnly: ['deckId', 'kind', 'createdBy', 'passcodeHash', 'revokedAt', 'gateSince', 'firstVisitId', 'alertedAt'],
  },
  {
    model: 'Deck',
    contract: deckSchema,
    renamed: { id: '_id' },
    // The editor's lists, read from the deck's facts and slides at each answer.
    derived: { checks: ['facts', 'slides'] },
    // The share token is answered only by the share routes; the generation lease by /generation.
    serverOnly: ['share', 'generation'],
  },
  { model: 'Resume', contract: resumeSchema, renamed: { id: '_id' }, serverOnly: ['share'] },
  {
    model: 'CommentThread',
    contract: commentThreadSchema,
    renamed: { id: '_id' },
    // The name is the team's (or the account's) at each answer.
    derived: { resolvedBy: ['resolvedById'] },
    serverOnly: ['kind', 'documentId'],
    nested: { comments: { contract: commentSchema, renamed: { id: '_id' }, derived: { author: ['authorId'] } } },
  },
  {
    model: 'Membership',
    contract: teamMemberSchema,
    renamed: { id: '_id' },
    // From the member's account: the name on it when the team gave none, its address, whether it is the caller.
    derived: { name: ['firstName', 'lastName', 'userId'], email: ['userId'], isYou: ['userId'] },
    serverOnly: ['workspaceId', 'selectedAt', 'createdAt', 'updatedAt'],
  },
  {
    model: 'Invitation',
    contract: teamInvitationSchema,
    renamed: { id: '_id', invitedAt: 'createdAt' },
    serverOnly: ['workspaceId', 'tokenHash', 'invitedBy'],
  },
];

/** yup's type of a field → the mongoose types that can hold it (dates and ids are sent as text). */
const HOLDS: Record<string, readonly string[]> = {
  string: ['String', 'ObjectId', 'Date'],
  number: ['Number'],
  boolean: ['Boolean'],
  date: ['Date'],
  array: ['Array'],
  object: ['Embedded', 'Mixed', 'nested'],
  mixed: ['String', 'Number', 'Boolean', 'Date', 'Array', 'Embedded', 'Mixed', 'nested', 'ObjectId'],
};

/** Top-level stored fields and their mongoose type; `theme.id` makes `theme` a nested object. */
function storedFields(schema: Schema): Map<string, string> {
  const fields = new Map<string, string>();
  schema.eachPath((path, type) => {
    const [top] = path.split('.');
    if (path === '__v') return;
    fields.set(top!, path.includes('.') ? 'nested' : type.instance);
  });
  return fields;
}

function drift(schema: Schema, pairing: Omit<Pairing, 'model'>, where: string): string[] {
  const problems: string[] = [];
  const stored = storedFields(schema);
  const contract = pairing.contract.describe().fields as Record<string, { type: string }>;
  const accounted = new Set<string>(pairing.serverOnly ?? []);
  for (const [field, description] of Object.entries(contract)) {
    const sources = pairing.derived?.[field];
    if (sources) {
      for (const source of sources) {
        if (!stored.has(source)) problems.push(`${where}.${field}: worked out from ${source}, which is not stored`);
        accounted.add(source);
      }
      continue;
    }
    const path = pairing.renamed?.[field] ?? field;
    accounted.add(path);
    const type = stored.get(path);
    if (!type) problems.push(`${where}.${field}: in the contract, not stored`);
    else if (!HOLDS[description.type]?.includes(type)) {
      problems.push(`${where}.${field}: the contract says ${description.type}, the model stores ${type}`);
    }
  }
  for (const path of stored.keys()) {
    if (!accounted.has(path) && path !== '_id') problems.push(`${where}.${path}: stored, not in the contract`);
  }
  for (const [path, inner] of Object.entries(pairing.nested ?? {})) {
    const embedded = (schema.path(path) as unknown as { schema?: Schema }).schema;
    if (!embedded) problems.push(`${where}.${path}: not an embedded record`);
    else problems.push(...drift(embedded, inner, `${where}.${path}`));
  }
  return problems;
}

describe('the mongoose models and the contracts', () => {
  it('names a field stored on one side only, and a field stored with another type', () => {
    const stored = new Schema({ name: String, size: String, secret: String });
    const contract = object({ id: string().defined(), name: string(), size: number(), added: string() });

    expect(drift(stored, { contract, renamed: { id: '_id' } }, 'Sample')).toEqual([
      'Sample.size: the contract says number, the model stores String',
      'Sample.added: in the contract, not stored',
      'Sample.secret: stored, not in the contract',
    ]);
  });

  let ctx: TestApp;
  let models: Record<string, Model<unknown>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    models = ctx.app.db.connection.models as Record<string, Model<unknown>>;
  });
  afterAll(() => ctx?.stop());

  it.each(PAIRINGS.map((pairing) => [pairing.model, pairing] as const))(
    '%s stores every field of its contract with a compatible type, and no field the contract does not name',
    (name, pairing) => {
      const model = models[name];
      expect(model).toBeDefined();
      expect(drift(model!.schema, pairing, name)).toEqual([]);
    },
  );
});
