import Fastify from 'fastify';
import { lazySerializers } from '../src/lib/lazy-serializers';

// Counts the routes fast-json-stringify compiles, around the real compiler.
const compiledRoutes: string[] = [];
jest.mock('@fastify/fast-json-stringify-compiler', () => {
  const actual = jest.requireActual<typeof import('@fastify/fast-json-stringify-compiler')>(
    '@fastify/fast-json-stringify-compiler',
  );
  return {
    ...actual,
    SerializerSelector: () => {
      const factory = actual.SerializerSelector();
      return (...args: Parameters<typeof factory>) => {
        const compile = factory(...args);
        return (route: Parameters<ReturnType<typeof factory>>[0]) => {
          compiledRoutes.push(route.url);
          return compile(route);
        };
      };
    },
  };
});

const replySchema = {
  200: { type: 'object', properties: { id: { type: 'string' }, count: { type: 'integer' } } },
};

describe('answer serialisers compiled on first use', () => {
  beforeEach(() => compiledRoutes.splice(0));

  it('writes exactly the schema’s fields, as Fastify’s own serialiser does', async () => {
    const app = Fastify({ schemaController: lazySerializers() });
    app.get('/thing', { schema: { response: replySchema } }, async () => ({ id: 'a1', count: '7', token: 'secret' }));
    const response = await app.inject({ url: '/thing' });
    expect(response.json()).toEqual({ id: 'a1', count: 7 });
    await app.close();
  });

  it('compiles nothing at start, and a route once, on its first answer', async () => {
    const app = Fastify({ schemaController: lazySerializers() });
    app.get('/a', { schema: { response: replySchema } }, async () => ({ id: 'a' }));
    app.get('/b', { schema: { response: replySchema } }, async () => ({ id: 'b' }));
    await app.ready();
    expect(compiledRoutes).toEqual([]);
    expect((await app.inject({ url: '/a' })).json()).toEqual({ id: 'a' });
    expect((await app.inject({ url: '/a' })).json()).toEqual({ id: 'a' });
    expect(compiledRoutes).toEqual(['/a']);
    await app.close();
  });
});
