// How responses become JSON. Routes describe their answers with zod (the same schemas give the
// types and the OpenAPI document). fastify-type-provider-zod serialises by running each answer
// through the schema's encoder, which walks every field through zod's shared parse functions; on
// a busy server those are called with every route's shapes and run slowly (an order's detail
// took about 100 µs, more than the rest of the request's frame). Fastify's own way is
// fast-json-stringify: code compiled once per route from the JSON Schema of the answer, which
// writes the declared fields and nothing else.
//
// So each response schema is turned into JSON Schema (zod's `toJSONSchema`, output side) and
// compiled with fast-json-stringify. A schema JSON Schema cannot express (a transform, a custom
// check that changes the value) keeps zod's encoder. While the tests run, every answer is also
// encoded by zod and the two texts are compared: an answer that breaks its schema, or a schema
// the two read differently, fails the test that sent it instead of reaching a merchant.

import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

export interface SerializerOptions {
  /** Also encode every answer with zod and refuse it when the two texts differ (tests). */
  crossCheck: boolean;
}

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

export class ResponseMismatchError extends Error {
  constructor(method: string, url: string, fast: string, zod: string) {
    super(
      `${method} ${url}: the compiled serializer and the zod schema disagree\n  compiled: ${fast}\n  zod:      ${zod}`,
    );
  }
}

/** The zod schema of a response entry (`{ 200: schema }` or `{ 200: { properties: schema } }`). */
function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : undefined;
}

/** fast-json-stringify for the schema, or undefined when JSON Schema cannot say what zod does. */
export function compiledSerializer(schema: $ZodType): ((data: unknown) => string) | undefined {
  let jsonSchema: object;
  try {
    // 'throw': a transform or another unrepresentable part keeps the schema on zod's encoder.
    jsonSchema = toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
  } catch {
    return undefined;
  }
  return fastJsonStringify(withNullableTypes(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`. fast-json-stringify serialises an
 * anyOf by validating the value against each branch with Ajv, compiled for the purpose (tens of
 * milliseconds for an order's detail, and a validation per field per answer). When X names a
 * single type, `type: [X's type, 'null']` says the same and is written directly.
 */
export function withNullableTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableTypes);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withNullableTypes(value);
  const branches = out.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(out).length !== 1) return out;
  const [first, second] = branches as JsonSchema[];
  const other = isPlainNull(second) ? first : isPlainNull(first) ? second : undefined;
  if (typeof other?.type !== 'string' || other.anyOf !== undefined) return out;
  return {
    ...other,
    type: [other.type, 'null'],
    ...(other.enum ? { enum: [...(other.enum as unknown[]), null] } : {}),
  };
}

function isPlainNull(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    Object.keys(schema).length === 1 &&
    (schema as JsonSchema).type === 'null'
  );
}

export function responseSerializerCompiler(options: SerializerOptions): FastifySerializerCompiler<unknown> {
  const zodCompiler = zodSerializerCompiler as unknown as FastifySerializerCompiler<unknown>;
  return (route: RouteSchema) => {
    const schema = zodSchemaOf(route.schema);
    const byZod = zodCompiler(route);
    if (!schema) return byZod;
    // Compiled on the route's first answer, not at start: the JSON Schema and fast-json-stringify's
    // code for every route of the app take about a second, which a server that just started should
    // not spend before its first health check.
    let serialize: ((data: unknown) => string) | undefined;
    const ready = () => {
      const compiled = compiledSerializer(schema);
      if (!compiled) return byZod;
      if (!options.crossCheck) return compiled;
      return (data: unknown) => {
        const zodText = byZod(data);
        const fastText = compiled(data);
        // The same JSON, keys in any order (a union's keys may come in another order).
        if (fastText !== zodText && !isDeepStrictEqual(JSON.parse(fastText), JSON.parse(zodText)))
          throw new ResponseMismatchError(route.method, route.url, fastText, zodText);
        return fastText;
      };
    };
    return (data: unknown) => {
      serialize ??= ready();
      return serialize(data);
    };
  };
}
