import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Formats fast-json-stringify writes differently (a Date as ISO text); others it does not need. */
const SERIALIZED_FORMATS = new Set(['date-time', 'date', 'time']);

/**
 * Only the shape matters for writing; checks that belong to validation would only
 * slow down the choice of a union's branch (fast-json-stringify validates each
 * branch with ajv), and `additionalProperties: false` would make a branch fail on
 * a field zod would have stripped. Unknown fields are left out either way:
 * fast-json-stringify writes only the properties the schema lists.
 */
function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (schema === null || typeof schema !== 'object') return schema;
  const nullable = nullableOf(schema as JsonSchema);
  if (nullable) return forWriting(nullable);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === '$schema' || key === 'pattern') continue;
    if (key === 'format' && !SERIALIZED_FORMATS.has(String(value))) continue;
    if (key === 'additionalProperties' && value === false) continue;
    // Property names are data, not keywords: keep them all.
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, v]) => [name, forWriting(v)]));
      continue;
    }
    out[key] = forWriting(value);
  }
  return out;
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as X with `type: [X's type, 'null']`:
 * fast-json-stringify then checks the value's type instead of validating each branch
 * with ajv on every answer.
 */
function nullableOf(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(schema).length !== 1) return undefined;
  const isNull = (b: unknown) => (b as JsonSchema)?.type === 'null' && Object.keys(b as JsonSchema).length === 1;
  const other = (isNull(branches[0]) ? branches[1] : isNull(branches[1]) ? branches[0] : undefined) as
    | JsonSchema
    | undefined;
  if (!other || typeof other.type !== 'string' || 'anyOf' in other || 'oneOf' in other || 'allOf' in other) {
    return undefined;
  }
  return { ...other, type: [other.type, 'null'] };
}

/** The route's zod response schema as the JSON Schema a compiled serializer is built from. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return forWriting(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as JsonSchema;
}

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/**
 * Responses are written by serializers compiled once per route and status from
 * the route's response schema (fast-json-stringify, Fastify's own default),
 * instead of running zod over every answer: the output schema, converted to
 * JSON Schema, decides which fields are written, so a field the schema does not
 * list never leaves the server.
 */
export function responseSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = isZodSchema(schema) ? responseJsonSchema(schema) : (schema as JsonSchema);
  return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
