import { API_REPLIES, apiRouteOf, errorReplySchema, type ReplySchemas } from '@kuza/contracts/api-replies';
import type { AnySchema, SchemaDescription } from 'yup';

/** yup's description of a schema, as far as the check reads it. */
interface Shape {
  type: string;
  optional: boolean;
  nullable: boolean;
  oneOf: unknown[];
  fields?: Record<string, Shape>;
  innerType?: Shape;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LEAF_TYPES: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
};

function problemsOf(shape: Shape, value: unknown, path: string, problems: string[]) {
  if (value === undefined) {
    if (!shape.optional) problems.push(`${path} is missing`);
    return;
  }
  if (value === null) {
    if (!shape.nullable) problems.push(`${path} is null`);
    return;
  }
  if (shape.oneOf.length > 0 && !shape.oneOf.includes(value)) {
    problems.push(
      `${path} is ${JSON.stringify(value)}, not one of ${shape.oneOf.map((v) => JSON.stringify(v)).join(', ')}`,
    );
    return;
  }
  if (shape.type === 'object') {
    if (!isPlainObject(value)) return void problems.push(`${path} is ${JSON.stringify(value)}, not an object`);
    const fields = shape.fields ?? {};
    for (const key of Object.keys(value)) {
      if (!(key in fields)) problems.push(`${path}.${key} is not a field the API sends`);
    }
    for (const [key, field] of Object.entries(fields)) problemsOf(field, value[key], `${path}.${key}`, problems);
    return;
  }
  if (shape.type === 'array') {
    if (!Array.isArray(value)) return void problems.push(`${path} is ${JSON.stringify(value)}, not a list`);
    if (shape.innerType)
      value.forEach((item, index) => problemsOf(shape.innerType!, item, `${path}[${index}]`, problems));
    return;
  }
  const isType = LEAF_TYPES[shape.type];
  if (isType && !isType(value)) problems.push(`${path} is ${JSON.stringify(value)}, not a ${shape.type}`);
}

/** What in `body` the API would never send in the shape of `schema`: unknown fields, missing ones, wrong types. */
export function replyProblems(schema: AnySchema, body: unknown): string[] {
  const problems: string[] = [];
  problemsOf(schema.describe() as SchemaDescription as unknown as Shape, body, 'reply', problems);
  return problems;
}

/**
 * Why the API would never answer `method path` with `status` and `body` (packages/contracts'
 * API_REPLIES): a route it does not have, a status or body it does not give, a body outside the
 * route's reply schema. Undefined when it might.
 */
export function fakeReplyProblem(method: string, path: string, status: number, body: unknown): string | undefined {
  const route = apiRouteOf(method, path);
  if (!route) return `The API has no route ${method} ${path} (packages/contracts/src/api-replies.ts)`;
  const replies: ReplySchemas = API_REPLIES[route];
  const schema = status >= 400 ? errorReplySchema : replies[status];
  if (!schema) {
    if (body === undefined || status >= 300) return undefined;
    const statuses = Object.keys(replies);
    return statuses.length
      ? `${route} answers ${statuses.join(' or ')}, never ${status}`
      : `${route} answers no JSON body, yet the fake sends one`;
  }
  if (body === undefined) return undefined;
  const problems = replyProblems(schema, body);
  if (problems.length === 0) return undefined;
  const shown = problems.slice(0, 5).join('; ');
  const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
  return `The fake answer to ${route} (${status}) is not what the API sends: ${shown}${more}`;
}
