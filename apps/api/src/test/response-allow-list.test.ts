import type * as ZodProvider from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './app';

type ZodSchema = z.core.$ZodType;
type RouteResponse = Parameters<typeof ZodProvider.serializerCompiler>[0] & {
  serialize: (data: unknown) => string;
};

/** Every response serializer the app compiles (the library's), recorded with its route as built. */
const compiled = vi.hoisted(() => [] as RouteResponse[]);
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const library = await importOriginal<typeof ZodProvider>();
  const recording: typeof library.serializerCompiler = (route) => {
    const serialize = library.serializerCompiler(route);
    compiled.push({ ...route, serialize });
    return serialize;
  };
  return { ...library, serializerCompiler: recording };
});

type JsonSchema = Record<string, unknown>;
type Variant = 'full' | 'sparse';

/** Keys no response schema declares, put on every object of a payload: none may come out. */
const UNDECLARED = {
  password_hash: '$argon2id$v=19$secret',
  contact_number: '+919999999999',
  user_id: 'someone-else',
};

/** Values for the string formats zod writes into JSON Schema (a bare pattern has no sample). */
const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '3f0e5b8c-2d4a-4c1e-9b7f-6a5d4c3b2a19',
  email: 'parent@example.com',
  uri: 'https://example.com/a?b=c',
  date: '2026-11-22',
  'date-time': '2026-11-22T06:30:00.000Z',
  time: '06:30:00',
};
/** Quotes, a backslash, a control character, U+2028, Devanagari and an emoji: what escaping must get right. */
const TRICKY_TEXT = 'Ira "Didi" \\ \t\u2028 नमस्ते 😀';

function numberWithin(node: JsonSchema, variant: Variant): number {
  const integer = node.type === 'integer';
  const low = Math.max(
    (node.minimum as number | undefined) ?? -1e9,
    node.exclusiveMinimum !== undefined ? (node.exclusiveMinimum as number) + 1 : -1e9,
  );
  const high = Math.min(
    (node.maximum as number | undefined) ?? 1e9,
    node.exclusiveMaximum !== undefined ? (node.exclusiveMaximum as number) - 1 : 1e9,
  );
  const wanted = variant === 'full' ? (integer ? 1234 : 1234.5) : 0;
  return Math.min(high, Math.max(low, wanted));
}

function stringFor(node: JsonSchema, variant: Variant): string {
  if (typeof node.format === 'string') {
    const sample = FORMAT_SAMPLES[node.format];
    if (sample === undefined)
      throw new Error(`no sample for format ${node.format}: add one to FORMAT_SAMPLES`);
    return sample;
  }
  if (node.pattern !== undefined) throw new Error(`no sample for pattern ${String(node.pattern)}`);
  const min = (node.minLength as number | undefined) ?? 0;
  const max = (node.maxLength as number | undefined) ?? 200;
  const text = variant === 'full' ? TRICKY_TEXT : '';
  return text.padEnd(min, 'x').slice(0, max);
}

/** The branches of a union (anyOf; oneOf for a discriminated union), else undefined. */
const unionBranches = (node: JsonSchema) => (node.anyOf ?? node.oneOf) as JsonSchema[] | undefined;

/**
 * A payload for a JSON Schema (zod's, io 'output'): 'full' has every optional key, non-null
 * nullables and two items per list; 'sparse' leaves optionals out, nulls what it can and empties
 * lists. With `undeclared`, every object also carries keys its schema does not declare.
 */
function samplePayload(node: JsonSchema, variant: Variant, undeclared: boolean): unknown {
  if (node.const !== undefined) return node.const;
  if (Array.isArray(node.enum)) return variant === 'full' ? node.enum.at(-1) : node.enum[0];
  const branches = unionBranches(node);
  if (branches) {
    const nonNull = branches.find((b) => b.type !== 'null') ?? branches[0]!;
    return variant === 'sparse' && branches.some((b) => b.type === 'null')
      ? null
      : samplePayload(nonNull, variant, undeclared);
  }
  const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
  if (variant === 'sparse' && types.includes('null')) return null;
  switch (types.find((t) => t !== 'null')) {
    case 'object': {
      const required = new Set((node.required as string[] | undefined) ?? []);
      const value: Record<string, unknown> = undeclared ? { ...UNDECLARED } : {};
      for (const [key, property] of Object.entries(
        (node.properties ?? {}) as Record<string, JsonSchema>,
      )) {
        if (variant === 'full' || required.has(key))
          value[key] = samplePayload(property, variant, undeclared);
        else delete value[key];
      }
      return value;
    }
    case 'array': {
      const length = Math.max(
        variant === 'full' ? 2 : 0,
        (node.minItems as number | undefined) ?? 0,
      );
      return Array.from({ length }, () =>
        samplePayload(node.items as JsonSchema, variant, undeclared),
      );
    }
    case 'string':
      return stringFor(node, variant);
    case 'number':
    case 'integer':
      return numberWithin(node, variant);
    case 'boolean':
      return variant === 'full';
    default:
      return null;
  }
}

/** Paths of keys in `value` that its schema does not declare. */
function undeclaredKeys(value: unknown, node: JsonSchema, path = '$'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const branch = unionBranches(node)?.find((b) => b.type !== 'null') ?? node;
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      undeclaredKeys(item, branch.items as JsonSchema, `${path}[${i}]`),
    );
  const properties = (branch.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(value).flatMap(([key, inner]) =>
    key in properties
      ? undeclaredKeys(inner, properties[key]!, `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

const zodSchemaOf = ({ schema }: RouteResponse): ZodSchema =>
  schema instanceof z.core.$ZodType ? schema : schema.properties;

const outputJsonSchema = (schema: ZodSchema) =>
  z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    reused: 'inline',
    metadata: z.registry(),
  }) as JsonSchema;

const label = (r: RouteResponse) =>
  `${r.method} ${r.url} ${r.httpStatus}${r.contentType ? ` ${r.contentType}` : ''}`;

/**
 * The response schemas are the allow-list of what leaves the server (docs/decisions/0012): a
 * column a handler happens to hold, such as a password hash or another parent's number, is
 * never sent. Checked here on every route's serializer as the app compiled it.
 */
describe('responses of every route', () => {
  // Building the app compiles every route's response serializers, which the mock records.
  useTestApp();

  it('never send a key their schema does not declare, at any depth', () => {
    let checked = 0;
    for (const r of compiled) {
      const json = outputJsonSchema(zodSchemaOf(r));
      for (const variant of ['full', 'sparse'] as const) {
        const what = `${label(r)}: ${variant}`;
        const payload = samplePayload(json, variant, true);
        const sent = JSON.parse(r.serialize(payload));
        expect(undeclaredKeys(sent, json), what).toEqual([]);
        // …and what is declared all arrives.
        expect(sent, what).toEqual(samplePayload(json, variant, false));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
