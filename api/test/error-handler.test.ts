import type { FastifyInstance } from 'fastify';
import { Schema } from 'mongoose';
import * as yup from 'yup';
import { HttpError } from '../src/lib/http-error';
import { sayIn } from '../src/lib/i18n';
import { translate } from '../src/plugins/error-handler';
import { createTestApp, type TestApp } from './helpers/test-app';

const accountSchema = new Schema({
  email: { type: String, required: [true, 'E-mail is required'], unique: true },
});

function accounts(app: FastifyInstance) {
  return app.db.connection.model('TestAccount', accountSchema);
}

/** Test-only routes that fail in each of the ways the error handler translates. */
function addFailingRoutes(app: FastifyInstance): void {
  app.post<{ Body: { email: string } }>(
    '/test/accounts',
    {
      schema: {
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string', minLength: 3 } } },
      },
    },
    async (request, reply) => {
      const account = await accounts(app).create({ email: request.body.email });
      return reply.code(201).send({ id: String(account._id) });
    },
  );
  app.get<{ Params: { id: string } }>('/test/accounts/:id', async (request) => {
    const account = await accounts(app).findById(request.params.id);
    return { found: account !== null };
  });
  app.post('/test/accounts/unvalidated', async () => {
    await accounts(app).create({});
    return { ok: true };
  });
  app.post('/test/yup', async () => {
    await yup.object({ email: yup.string().required('Enter your e-mail') }).validate({});
    return { ok: true };
  });
  app.get('/test/not-yours', async () => {
    throw new HttpError(403, 'You are not a member of this team');
  });
  app.get('/test/boom', async () => {
    throw new Error('connection string mongodb://secret@db leaked');
  });
}

describe('error handler', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ extend: addFailingRoutes });
    await accounts(ctx.app).init();
  });
  afterAll(() => ctx?.stop());

  it('answers 409 naming the field when a unique value is taken', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/test/accounts',
      payload: { email: 'ada@kuza.africa' },
    });
    expect(first.statusCode).toBe(201);

    const second = await ctx.app.inject({
      method: 'POST',
      url: '/test/accounts',
      payload: { email: 'ada@kuza.africa' },
    });

    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'email already exists' });
  });

  it("answers 400 'Invalid id' for a malformed ObjectId", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/accounts/not-an-id' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid id' });
  });

  it('answers 400 with the schema message when the body does not match the route schema', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/test/accounts', payload: { name: 'Ada' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "body must have required property 'email'" });
  });

  it('answers 400 for a body that is not valid JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/accounts',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.stringMatching(/JSON/) });
  });

  it("answers 400 with the first field's message when mongoose validation fails", async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/test/accounts/unvalidated' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'E-mail is required' });
  });

  it('answers 400 with the message of a failed yup schema', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/test/yup' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Enter your e-mail' });
  });

  it('passes on the status and message of an HttpError', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/not-yours' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'You are not a member of this team' });
  });

  it('answers 500 with a generic message for an unexpected error, and logs the real one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: 'Internal server error' });
    expect(response.body).not.toContain('secret');
    const logged = ctx.logs.find((line) => line.level === 50);
    expect(logged).toMatchObject({ err: { message: 'connection string mongodb://secret@db leaked' } });
  });

  it("answers 404 { error: 'Not found' } for an unknown route", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/no/such/page' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not found' });
  });
});

/** What the reader of an English page is told. */
const inEnglish = ({ statusCode, message }: ReturnType<typeof translate>) => ({
  statusCode,
  message: sayIn('en', message),
});

describe('translate', () => {
  it('names every field of a compound unique index', () => {
    const error = {
      name: 'MongoServerError',
      code: 11000,
      keyValue: { teamId: 't1', email: 'a@b.c' },
      message: 'E11000',
    };

    expect(inEnglish(translate(error))).toEqual({
      statusCode: 409,
      message: 'teamId and email combination already exists',
    });
  });

  it('reads the field from the index name when the driver gives no keyValue', () => {
    const error = {
      name: 'MongoBulkWriteError',
      code: 11000,
      message: 'E11000 duplicate key error collection: kuza.users index: email_1 dup key: { email: "a@b.c" }',
    };

    expect(inEnglish(translate(error))).toEqual({ statusCode: 409, message: 'email already exists' });
  });

  it('treats anything that is not an error object as an internal error', () => {
    expect(inEnglish(translate('oops'))).toEqual({ statusCode: 500, message: 'Internal server error' });
  });
});
