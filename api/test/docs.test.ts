import { createTestApp, type TestApp } from './helpers/test-app';
import { loadConfig } from '../src/config';

describe('GET /docs/json', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.stop());

  it('serves an OpenAPI document that lists /health with its responses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Kuza API');
    expect(Object.keys(document.paths)).toContain('/health');
    expect(Object.keys(document.paths)).not.toContain('/health/');
    expect(Object.keys(document.paths['/health'].get.responses)).toEqual(['200', '503']);
  });

  it('does not list the docs routes themselves', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();

    expect(Object.keys(document.paths).filter((path) => path.startsWith('/docs'))).toEqual([]);
  });

  describe('bodies and answers of decks, resumes and teams', () => {
    type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema };
    let paths: Record<string, Record<string, Record<string, unknown>>>;
    beforeAll(async () => {
      paths = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    });

    const body = (path: string, method: string): JsonSchema =>
      (paths[path]![method]!.requestBody as { content: Record<string, { schema: JsonSchema }> }).content[
        'application/json'
      ]!.schema;
    const answer = (path: string, method: string, status: string): JsonSchema =>
      (paths[path]![method]!.responses as Record<string, { content: Record<string, { schema: JsonSchema }> }>)[status]!
        .content['application/json']!.schema;
    const fields = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {}).sort();

    const SLIDE_FIELDS = [
      'bullets',
      'chart',
      'content',
      'icon',
      'id',
      'media',
      'notes',
      'notesFrom',
      'table',
      'team',
      'textSizes',
      'title',
      'type',
    ];
    const DECK_FIELDS = [
      'authorId',
      'checks',
      'createdAt',
      'facts',
      'id',
      'inputs',
      'language',
      'name',
      'outline',
      'slides',
      'status',
      'template',
      'theme',
      'updatedAt',
      'version',
      'workspaceId',
    ];
    const RESUME_FIELDS = [
      'createdAt',
      'id',
      'inputs',
      'language',
      'name',
      'ownerId',
      'profileImageUrl',
      'sections',
      'status',
      'template',
      'updatedAt',
      'version',
      'workspaceId',
    ];

    it('lists every field of a deck and of its slides, in what a save sends and in what it answers', () => {
      const saved = body('/decks/{id}', 'put');
      expect(fields(saved)).toEqual([
        'facts',
        'language',
        'name',
        'outline',
        'outlineChanges',
        'slideChanges',
        'slides',
        'status',
        'template',
        'theme',
        'version',
      ]);
      expect(fields(saved.properties!.slideChanges!)).toEqual(['order', 'put']);
      expect(fields(saved.properties!.slideChanges!.properties!.put!.items)).toEqual(SLIDE_FIELDS);
      expect(fields(saved.properties!.slides!.items)).toEqual(SLIDE_FIELDS);

      for (const deck of [answer('/decks/{id}', 'put', '200'), answer('/decks/{id}', 'get', '200')]) {
        expect(fields(deck)).toEqual(DECK_FIELDS);
        const slide = deck.properties!.slides!.items!;
        expect(fields(slide)).toEqual(SLIDE_FIELDS);
        expect(fields(slide.properties!.chart)).toEqual(['kind', 'labels', 'series', 'title', 'unit']);
        expect(fields(slide.properties!.chart!.properties!.series!.items)).toEqual(['name', 'values']);
        expect(fields(slide.properties!.table)).toEqual(['rows']);
        expect(fields(slide.properties!.media)).toEqual(['alt', 'caption', 'src']);
        expect(fields(slide.properties!.team!.items)).toEqual(['bio', 'imageUrl', 'name', 'role']);
        expect(fields(slide.properties!.textSizes)).toEqual(['bullets', 'content', 'title']);
        expect(fields(deck.properties!.outline!.items)).toEqual(['description', 'id', 'role', 'title']);
      }
      expect(fields(answer('/share/deck/{token}', 'get', '200').properties!.slides!.items)).toEqual(SLIDE_FIELDS);
      const rewrite = answer('/decks/{id}/slides/{slideId}/rewrite', 'post', '200');
      expect(fields(rewrite)).toEqual([
        'after',
        'applied',
        'before',
        'factChanges',
        'facts',
        'instructions',
        'message',
        'outline',
      ]);
      expect(fields(rewrite.properties!.before)).toEqual(SLIDE_FIELDS);
      expect(fields(rewrite.properties!.after)).toEqual(SLIDE_FIELDS);
      expect(fields(rewrite.properties!.factChanges!.items)).toEqual(['fact', 'removed']);
    });

    it('lists the fields of the other deck bodies and answers', () => {
      expect(fields(body('/decks/', 'post'))).toEqual(['inputs', 'language', 'mode', 'template', 'theme']);
      expect(fields(body('/decks/', 'post').properties!.inputs)).toEqual([
        'customers',
        'description',
        'industry',
        'objective',
        'pastedText',
        'startupName',
        'yearFounded',
      ]);
      expect(fields(body('/decks/import-url', 'post'))).toEqual(['template', 'theme', 'url']);
      expect(fields(body('/decks/{id}/slides/{slideId}/rewrite', 'post'))).toEqual(['prompt']);
      expect(fields(answer('/decks/', 'get', '200').properties!.items!.items)).toEqual([
        'id',
        'name',
        'slideCount',
        'startupName',
        'status',
        'template',
        'updatedAt',
      ]);
      expect(fields(answer('/decks/{id}/generation', 'get', '200'))).toEqual([
        'current',
        'done',
        'error',
        'state',
        'total',
      ]);
      expect(fields(answer('/decks/{id}/share', 'get', '200'))).toEqual(['active', 'createdAt', 'path', 'views']);
    });

    it('lists every field of a team, its members and its invitations', () => {
      const team = answer('/team/', 'get', '200');
      expect(fields(team)).toEqual(['invitations', 'members', 'role', 'workspace']);
      expect(fields(team.properties!.members!.items)).toEqual([
        'email',
        'firstName',
        'id',
        'isYou',
        'lastName',
        'name',
        'role',
      ]);
      expect(fields(team.properties!.invitations!.items)).toEqual(['email', 'expiresAt', 'id', 'invitedAt', 'role']);
      expect(fields(body('/team/members/{memberId}', 'put'))).toEqual(['email', 'firstName', 'lastName', 'role']);
    });

    it('lists every field of a resume and of its sections, in what a save sends and in what it answers', () => {
      const saved = body('/resumes/{id}', 'put');
      expect(fields(saved)).toEqual([
        'language',
        'name',
        'profileImageUrl',
        'sectionChanges',
        'sections',
        'status',
        'template',
        'version',
      ]);
      const ENTRY_FIELDS = ['bullets', 'end', 'organisation', 'place', 'role', 'start'];
      expect(fields(saved.properties!.sections!.items)).toEqual(['content', 'entries', 'id', 'label']);
      expect(fields(saved.properties!.sections!.items!.properties!.entries!.items)).toEqual(ENTRY_FIELDS);

      for (const resume of [answer('/resumes/{id}', 'put', '200'), answer('/resumes/{id}', 'get', '200')]) {
        expect(fields(resume)).toEqual(RESUME_FIELDS);
        expect(fields(resume.properties!.sections!.items)).toEqual(['content', 'entries', 'id', 'label']);
        expect(fields(resume.properties!.sections!.items!.properties!.entries!.items)).toEqual(ENTRY_FIELDS);
        expect(fields(resume.properties!.inputs)).toEqual([
          'education',
          'experience',
          'importSource',
          'links',
          'name',
          'pastedText',
          'role',
          'skills',
        ]);
      }
      expect(fields(body('/resumes/', 'post'))).toEqual(['inputs', 'language', 'mode']);
      expect(fields(body('/resumes/{id}/summary', 'post'))).toEqual(['variant']);
      expect(fields(answer('/resumes/{id}/summary', 'post', '200'))).toEqual(['summary']);
      expect(fields(body('/resumes/{id}/build', 'post'))).toEqual(['summary']);
      expect(fields(answer('/resumes/', 'get', '200').properties!.items!.items)).toEqual([
        'id',
        'name',
        'status',
        'template',
        'updatedAt',
      ]);
      expect(fields(answer('/share/resume/{token}', 'get', '200'))).toEqual([
        'header',
        'language',
        'name',
        'profileImageUrl',
        'sections',
        'template',
        'updatedAt',
      ]);
    });
  });
});

/** A development app and a production one on the same database server (given as its MONGODB_URI). */
async function devAndProduction(env: Record<string, string> = {}) {
  const dev = await createTestApp();
  const production = await createTestApp({
    env: {
      NODE_ENV: 'production',
      MONGODB_URI: dev.database.uri,
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...env,
    },
  });
  return { dev, production };
}

describe('the API documentation in production', () => {
  it('is not served: /docs and /docs/json answer 404', async () => {
    const { dev, production } = await devAndProduction();
    try {
      expect(production.config.nodeEnv).toBe('production');
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        expect([url, (await production.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
      }
      expect((await dev.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await production.stop();
      await dev.stop();
    }
  });

  it('is served when API_DOCS=true opts in', async () => {
    const { dev, production } = await devAndProduction({ API_DOCS: 'true' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await production.stop();
      await dev.stop();
    }
    expect(() => loadConfig({ NODE_ENV: 'test', API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });
});
