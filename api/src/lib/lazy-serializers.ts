import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's own answer serialisers (fast-json-stringify), each compiled on its route's first
 * answer instead of all of them at start: a process (or a test) that builds the app pays only for
 * the routes it answers. What is written is the same, from the same compiler and schemas.
 */
export function lazySerializers(): NonNullable<FastifyServerOptions['schemaController']> {
  const eager: SerializerFactory = SerializerSelector();
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(route))(data);
    };
  };
  return { compilersFactory: { buildSerializer } };
}
