import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSchema = z.core.$ZodType;
type RouteResponseSchema = ZodSchema | { properties: ZodSchema };
type JsonSchema = Record<string, unknown>;

/** One response schema as Fastify compiled it, and which serializer it got. */
export interface CompiledResponse {
  method: string;
  url: string;
  httpStatus: string;
  contentType?: string;
  schema: ZodSchema;
  path: 'fast' | 'zod';
  /** Why the zod serializer was kept (path 'zod' only). */
  reason?: string;
  /** The function Fastify serializes this response with. */
  serialize: (data: unknown) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every response schema compiled at start-up and the serializer each one got (see docs/decisions/0012). */
    responseSerializers: readonly CompiledResponse[];
  }
}

/**
 * zod checks that only accept or reject a value. Any other check (`overwrite` from .trim() and
 * friends, `custom` from .refine/.check, which may rewrite the value) can change what zod sends.
 */
const VALIDATION_ONLY_CHECKS = new Set([
  'string_format',
  'number_format',
  'less_than',
  'greater_than',
  'multiple_of',
  'min_length',
  'max_length',
  'length_equals',
  'min_size',
  'max_size',
  'size_equals',
  'describe',
  'meta',
]);

/**
 * Where zod's encoding of a schema could produce other JSON than a JSON Schema serializer would
 * for a value zod accepts: transforms, pipes, defaults, catches, coercion, rewriting checks, keys
 * passed through, unions (which fast-json-stringify resolves by validating each branch) and
 * anything else outside this allow-list. Null when every part only validates the value.
 */
export function zodOnlyBehaviour(schema: ZodSchema, path = '$'): string | null {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  for (const check of def.checks ?? []) {
    const kind = check._zod.def.check;
    if (!VALIDATION_ONLY_CHECKS.has(kind)) return `${path}: a ${kind} check`;
  }
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return def.coerce ? `${path}: coerces its value` : null;
    case 'null':
    case 'literal':
    case 'enum':
      return null;
    case 'optional':
    case 'nullable':
    case 'readonly':
      return zodOnlyBehaviour(def.innerType, path);
    case 'array':
      return zodOnlyBehaviour(def.element, `${path}[]`);
    case 'object': {
      // A strict object (catchall never) only refuses undeclared keys; a loose one sends them.
      if (def.catchall && def.catchall._zod.def.type !== 'never')
        return `${path}: sends undeclared keys`;
      for (const [key, value] of Object.entries(def.shape)) {
        const found = zodOnlyBehaviour(value, `${path}.${key}`);
        if (found) return found;
      }
      return null;
    }
    default:
      return `${path}: ${def.type}`;
  }
}

/**
 * The schema fast-json-stringify serializes with: zod's own JSON Schema of the output, cut down
 * to the keywords that shape the JSON (type, properties, items, nullable). Formats, patterns,
 * bounds, enums, consts and `required` only validate, and are dropped so that every value is
 * written as it is and in zod's key order (fast-json-stringify would write a const from the
 * schema rather than the data, and required keys first). Objects list their properties and
 * nothing else: an undeclared key is never written.
 */
export function fastJsonSchema(schema: ZodSchema): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
    cycles: 'throw',
    reused: 'inline',
    // No ids from the global registry: everything inline, no $ref for the serializer to resolve.
    metadata: z.registry(),
  });
  return shapeOf(json as JsonSchema, '$');
}

const isNullSchema = (node: unknown) =>
  typeof node === 'object' &&
  node !== null &&
  (node as JsonSchema).type === 'null' &&
  Object.keys(node).length === 1;

function shapeOf(node: JsonSchema, path: string): JsonSchema {
  // zod writes X.nullable() as anyOf [X, null], or as type [X, 'null'] for a bare scalar.
  if (node.anyOf !== undefined) {
    const branches = node.anyOf as JsonSchema[];
    const others = branches.filter((branch) => !isNullSchema(branch));
    if (branches.length !== 2 || others.length !== 1) throw new Error(`${path}: a union`);
    return { ...shapeOf(others[0]!, path), nullable: true };
  }
  let type = node.type;
  let nullable = false;
  if (Array.isArray(type)) {
    const others = type.filter((t) => t !== 'null');
    if (type.length !== 2 || others.length !== 1) throw new Error(`${path}: one of several types`);
    type = others[0];
    nullable = true;
  }
  const base: JsonSchema = nullable ? { type, nullable } : { type };
  switch (type) {
    case 'object': {
      if (node.additionalProperties !== false || node.patternProperties !== undefined)
        throw new Error(`${path}: undeclared keys allowed`);
      const properties: Record<string, JsonSchema> = {};
      for (const [key, value] of Object.entries(
        (node.properties ?? {}) as Record<string, JsonSchema>,
      ))
        properties[key] = shapeOf(value, `${path}.${key}`);
      // No `required`: fast-json-stringify would move required keys ahead of optional ones,
      // and the bytes would no longer be zod's. A missing key is left out instead of a 500.
      return { ...base, properties, additionalProperties: false };
    }
    case 'array':
      if (typeof node.items !== 'object' || node.items === null || Array.isArray(node.items))
        throw new Error(`${path}: a tuple`);
      return { ...base, items: shapeOf(node.items as JsonSchema, `${path}[]`) };
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return base;
    default:
      throw new Error(`${path}: no single JSON type`);
  }
}

type Stringify = (data: unknown) => string;
type Plan = { path: 'fast'; stringify: Stringify } | { path: 'zod'; reason: string };

/** Decided once per schema object at start-up; every route and status sharing it shares the result. */
function planFor(schema: ZodSchema): Plan {
  const behaviour = zodOnlyBehaviour(schema);
  if (behaviour) return { path: 'zod', reason: behaviour };
  try {
    return { path: 'fast', stringify: fastJson(fastJsonSchema(schema)) as Stringify };
  } catch (err) {
    return { path: 'zod', reason: (err as Error).message };
  }
}

function resolveSchema(schema: RouteResponseSchema): ZodSchema {
  return schema instanceof z.core.$ZodType ? schema : schema.properties;
}

function fastSerializer(
  stringify: Stringify,
  route: { method: string; url: string; httpStatus?: string },
  verifyAgainst: Stringify | null,
): Stringify {
  const { method, url, httpStatus } = route;
  const fast: Stringify = (data) => {
    try {
      return stringify(data);
    } catch (err) {
      // The zod path's error, so the error handler answers and logs it the same way.
      throw new ResponseSerializationError(method, url, { cause: err as z.core.$ZodError });
    }
  };
  if (!verifyAgainst) return fast;
  return (data) => {
    const expected = verifyAgainst(data);
    const actual = fast(data);
    if (actual !== expected)
      throw new Error(
        `The fast serializer of ${method} ${url} (${httpStatus}) wrote ${actual} where zod wrote ${expected}`,
      );
    return actual;
  };
}

export interface ResponseSerializerOptions {
  /**
   * Serialize every response both ways and fail unless they are identical; a response zod
   * refuses fails as it always did. For tests: the whole suite then checks the fast path
   * against zod on real payloads, and keeps zod's runtime check of every response.
   */
  verify?: boolean;
}

/**
 * Fastify's serializer compiler for zod response schemas: fast-json-stringify (Fastify's own
 * serializer) from the schema's JSON Schema where that writes exactly what zod's encode +
 * JSON.stringify would, the zod serializer of fastify-type-provider-zod everywhere else.
 * Either way only declared keys are sent. See docs/decisions/0012-response-serialization.md.
 */
export function createResponseSerializerCompiler(options: ResponseSerializerOptions = {}) {
  const zodCompiler = createSerializerCompiler();
  const plans = new WeakMap<ZodSchema, Plan>();
  const compiled: CompiledResponse[] = [];

  const compiler: FastifySerializerCompiler<RouteResponseSchema> = (route) => {
    const schema = resolveSchema(route.schema);
    const viaZod = zodCompiler(route);
    let plan = plans.get(schema);
    if (!plan) {
      plan = planFor(schema);
      plans.set(schema, plan);
    }
    const { method, url, httpStatus = '', contentType } = route;
    const serialize =
      plan.path === 'zod'
        ? viaZod
        : fastSerializer(plan.stringify, route, options.verify ? viaZod : null);
    compiled.push({
      method,
      url,
      httpStatus,
      contentType,
      schema,
      path: plan.path,
      ...(plan.path === 'zod' ? { reason: plan.reason } : {}),
      serialize,
    });
    return serialize;
  };
  return Object.assign(compiler, { compiled: compiled as readonly CompiledResponse[] });
}
