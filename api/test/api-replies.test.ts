import { API_REPLIES, type ApiRoute } from '@kuza/contracts/api-replies';
import type { AnySchema } from 'yup';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The web tests' fake API checks every fake answer against API_REPLIES (packages/testing): these tests
 * keep that map the API's own, route for route and field for field, as the OpenAPI document lists them.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};
type Operation = { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> };
interface YupShape {
  type: string;
  fields?: Record<string, YupShape>;
  innerType?: YupShape;
}

/** Routes whose JSON answers are for the servers around the API (monitoring), never for the web app. */
const NOT_FOR_THE_WEB: readonly ApiRoute[] = ['GET /health', 'GET /ready'];

/** A reply's fields, nested, with the type of each leaf: the shape a client reads. */
type Tree = string | Tree[] | { [field: string]: Tree };

const leaf = (type: string | string[] | undefined) => {
  const types = (Array.isArray(type) ? type : [type]).filter((t) => t !== 'null');
  return types[0] === 'integer' ? 'number' : (types[0] ?? 'any');
};

function jsonTree(schema: JsonSchema, components: Record<string, JsonSchema>): Tree {
  if (schema.$ref) return jsonTree(components[schema.$ref.replace('#/components/schemas/', '')]!, components);
  if (schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [key, jsonTree(child, components)]),
    );
  }
  if (schema.items) return [jsonTree(schema.items, components)];
  return leaf(schema.type);
}

function yupTree(shape: YupShape): Tree {
  if (shape.type === 'object') {
    return Object.fromEntries(Object.entries(shape.fields ?? {}).map(([key, child]) => [key, yupTree(child)]));
  }
  if (shape.type === 'array') return [yupTree(shape.innerType!)];
  return shape.type === 'mixed' ? 'any' : shape.type;
}

describe('the map of the API’s replies in packages/contracts', () => {
  let ctx: TestApp;
  let routes: Map<ApiRoute, Operation>;
  let components: Record<string, JsonSchema>;
  beforeAll(async () => {
    ctx = await createTestApp();
    const document = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    components = document.components.schemas;
    routes = new Map();
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`;
        routes.set(route as ApiRoute, operation);
      }
    }
  });
  afterAll(() => ctx?.stop());

  it('lists every route of the API, and no other', () => {
    expect(Object.keys(API_REPLIES).sort()).toEqual([...routes.keys()].sort());
  });

  it('gives each JSON answer of a route the fields and types the API sends, and no answer it does not', () => {
    const mismatches: string[] = [];
    for (const [route, operation] of routes) {
      if (NOT_FOR_THE_WEB.includes(route)) continue;
      const mapped: Partial<Record<string, AnySchema>> = API_REPLIES[route] ?? {};
      const json = Object.entries(operation.responses).filter(
        ([status, answer]) => Number(status) < 300 && answer.content?.['application/json'],
      );
      for (const [status, answer] of json) {
        const schema = mapped[status];
        if (!schema) {
          mismatches.push(`${route} ${status}: not in the map`);
          continue;
        }
        const api = jsonTree(answer.content!['application/json']!.schema, components);
        const contract = yupTree(schema.describe() as unknown as YupShape);
        if (JSON.stringify(api) !== JSON.stringify(contract)) {
          mismatches.push(
            `${route} ${status}: the API sends ${JSON.stringify(api)}, the map says ${JSON.stringify(contract)}`,
          );
        }
      }
      const answered = new Set(json.map(([status]) => status));
      for (const status of Object.keys(mapped)) {
        if (!answered.has(status)) mismatches.push(`${route} ${status}: in the map, never a JSON answer of the API`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
