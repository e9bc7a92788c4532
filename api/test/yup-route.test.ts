import Fastify from 'fastify';
import { boolean, number, object, string } from 'yup';
import { errorResponseSchema } from '../src/plugins/swagger';
import { errorReply, jsonSchemaOf, responseSchemaOf, yupRoute, type YupRoutes } from '../src/lib/yup-route';

describe('yupRoute', () => {
  const body = object({ name: string().required('Name is required'), note: string() });

  it('documents the body with the JSON Schema of its yup schema, without yup defaults', () => {
    expect(yupRoute({ summary: 'x', body }).schema).toEqual({
      summary: 'x',
      body: { type: 'object', properties: { name: { type: 'string' }, note: { type: 'string' } }, required: ['name'] },
    });
  });

  it('hands the handler the checked body without unknown fields, and the first broken rule otherwise', () => {
    const validate = yupRoute({ body }).validatorCompiler({ schema: {}, method: 'POST', url: '/', httpPart: 'body' });

    expect(validate({ name: 'Ada', extra: 1 })).toEqual({ value: { name: 'Ada' } });
    expect((validate(null) as { error: Error }).error.message).toBe('Name is required');
  });
});

describe('responseSchemaOf', () => {
  it('drops required lists but keeps fields that are called required or default', () => {
    const schema = object({ required: boolean().defined(), default: string().defined() });

    expect(jsonSchemaOf(schema).required).toEqual(['required', 'default']);
    expect(responseSchemaOf(schema)).toEqual({
      type: 'object',
      properties: { required: { type: 'boolean' }, default: { type: 'string' } },
    });
  });
});

describe('routes typed by their yup schemas (YupTypeProvider)', () => {
  const body = object({ name: string().required('Name is required'), note: string() });
  const params = object({ id: string().required() });
  const query = object({ w: number().integer() });
  const reply = object({ name: string().defined(), width: number() });

  const routes: YupRoutes = async (app) => {
    app.post(
      '/:id',
      {
        ...yupRoute({ body, params, querystring: query, response: { 200: responseSchemaOf(reply), 400: errorReply } }),
      },
      async (request) => {
        const name: string = request.body.name;
        const id: string = request.params.id;
        const width: number | undefined = request.query.w;
        // @ts-expect-error: a field the body schema does not have
        void request.body.age;
        // @ts-expect-error: a parameter the route does not have
        void request.params.slug;
        return { name: `${name} ${id}`, width };
      },
    );
    app.get('/wrong', { schema: { response: { 200: responseSchemaOf(reply) } } }, async (_request, answer) =>
      // @ts-expect-error: an answer without the reply schema's name
      answer.send({ width: 1 }),
    );
  };

  it('hands the handler the cast body, params and query string, and answers the reply schema’s fields', async () => {
    const app = Fastify();
    app.addSchema(errorResponseSchema);
    await app.register(routes);
    const response = await app.inject({ method: 'POST', url: '/7?w=3', payload: { name: 'Ada', extra: true } });
    await app.close();

    expect(response.json()).toEqual({ name: 'Ada 7', width: 3 });
  });
});
