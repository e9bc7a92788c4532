import { convertSchema } from '@sodaru/yup-to-json-schema';
import type {
  FastifyPluginAsync,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { VALIDATION_MESSAGES, type ErrorResponse } from '@kuza/contracts';
import { say } from '@kuza/i18n';

/** The parts of a request a route may describe with a shared yup schema of packages/contracts. */
type RequestPart = 'body' | 'querystring' | 'params';
type YupParts = Partial<Record<RequestPart, AnySchema>>;
/** What yupRoute takes: Fastify's route schema, with yup schemas for the request's parts. */
export type YupRouteSchema = Omit<FastifySchema, RequestPart> & YupParts & { hide?: boolean };
type JsonSchema = Record<string, unknown>;

declare const describes: unique symbol;
/**
 * A JSON Schema (what Fastify and the OpenAPI document read) that also carries, for the type
 * checker only, the type of the values it describes: the yup schema's it was made from.
 */
export type Described<T> = JsonSchema & { readonly [describes]?: T };

/**
 * Fastify's type provider for the schemas made here: a route's `request.body`, `request.query` and
 * `request.params` are the types of its yup schemas (as cast by them), and what it answers must be
 * the type of its reply schema, for each status. A route then never declares these types by hand:
 *
 *     export const routes: YupRoutes = async (app) => {
 *       app.post('/', { ...yupRoute({ body: createDeckSchema, response: { 201: deckReply } }) }, (request) => …);
 *     };
 */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Described<infer T> ? T : unknown;
  serializer: this['schema'] extends Described<infer T> ? T : unknown;
}

/** A plugin of routes typed by their yup schemas (see YupTypeProvider). */
export type YupRoutes<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  YupTypeProvider
>;

/**
 * A successful answer that is a file (a picture, a PDF, a spreadsheet) rather than JSON: documented
 * with its content types, sent as it is (Fastify serializes no Buffer or stream).
 */
export function fileReply(
  description: string,
  contentTypes: readonly string[],
): { description: string; content: Record<string, { schema: Described<Buffer | NodeJS.ReadableStream | string> }> } {
  const schema = { type: 'string', format: 'binary' };
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}

/** An answer without a body (304, 204). */
export function emptyReply(description: string): Described<undefined> {
  return { description, type: 'null' };
}

/** The one answer of every error (api/src/plugins/error-handler.ts), as the shared OpenAPI component. */
export const errorReply: Described<ErrorResponse> = { $ref: 'ErrorResponse#' };

const REQUEST_PARTS: readonly RequestPart[] = ['body', 'querystring', 'params'];

/**
 * A yup schema as JSON Schema, for the OpenAPI document. yup's own defaults (`{}` for every object)
 * are left out: they are not what the API fills in for a missing field.
 */
export function jsonSchemaOf<S extends AnySchema>(schema: S): Described<InferType<S>> {
  return withoutKeys(convertSchema(schema), ['default']) as JsonSchema;
}

/**
 * A yup schema as the JSON Schema of a response: the OpenAPI document shows every field, and
 * Fastify's serialiser writes exactly those (anything else, such as a share token, is dropped).
 * `required` is left out: a document stored before a field existed must still be answered rather
 * than fail with a 500.
 */
export function responseSchemaOf<S extends AnySchema>(schema: S): Described<InferType<S>> {
  return withoutKeys(jsonSchemaOf(schema), ['required']) as JsonSchema;
}

function withoutKeys(node: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutKeys(item, keys));
  if (!isObject(node)) return node;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // The keys of `properties` are field names, which may well be called `default` or `required`.
    if (key === 'properties' && isObject(value)) {
      kept[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withoutKeys(child, keys)]));
    } else if (!keys.includes(key)) {
      kept[key] = withoutKeys(value, keys);
    }
  }
  return kept;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Route options whose body, query string or path parameters are checked by the shared yup
 * schemas, with the spec's messages (the ones the forms show): the route's JSON Schema, derived
 * from them, documents the route, and its validator runs yup itself. As the forms do, the first
 * broken rule is the answer (400 `{ error }` through the error handler); unknown fields are
 * dropped and values cast, so the handler receives the checked value, typed by its schema in a
 * plugin of YupRoutes.
 *
 *     app.post('/', { ...yupRoute({ tags, summary, body: createDeckSchema }) }, handler)
 */
export function yupRoute<const S extends YupRouteSchema>(
  schema: S,
): {
  schema: DescribedRoute<S>;
  validatorCompiler: FastifySchemaCompiler<unknown>;
} {
  const parts: YupParts = {};
  const documented: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    const yupSchema = schema[part];
    if (!yupSchema) continue;
    parts[part] = yupSchema;
    documented[part] = jsonSchemaOf(yupSchema);
  }
  return {
    schema: documented as DescribedRoute<S>,
    validatorCompiler: ({ httpPart }) => {
      const yupSchema = parts[httpPart as RequestPart];
      if (!yupSchema) throw new Error(`yupRoute: no yup schema for the ${String(httpPart)}`);
      return (data: unknown) => validate(yupSchema, data);
    },
  };
}

/** A route's schema as yupRoute hands it to Fastify: each yup part as its described JSON Schema. */
export type DescribedRoute<S> = {
  [K in keyof S]: K extends RequestPart ? (S[K] extends AnySchema ? Described<InferType<S[K]>> : S[K]) : S[K];
};

/**
 * Synchronous on purpose: Fastify takes the checked value only from a synchronous validator (an
 * asynchronous one may only pass or fail), and the contracts' rules are all synchronous.
 */
function validate(schema: AnySchema, data: unknown): { value: unknown } | { error: Error } {
  try {
    // Fastify hands over a missing body as null; the schemas then answer their own "required" messages.
    return { value: schema.validateSync(data ?? {}, { abortEarly: true, stripUnknown: true }) };
  } catch (error) {
    if (error instanceof ValidationError) return { error };
    // A transform met a value of the wrong shape (an object where text was expected).
    return { error: new ValidationError(say(VALIDATION_MESSAGES.bodyInvalid) as unknown as string) };
  }
}
