import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CompiledResponse } from '../lib/response-serializer';
import { useTestApp } from './app';

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

/**
 * A payload for a JSON Schema (zod's, io 'output'): 'full' has every optional key, non-null
 * nullables and two items per list; 'sparse' leaves optionals out, nulls what it can and empties
 * lists. With `undeclared`, every object also carries keys its schema does not declare.
 */
function samplePayload(node: JsonSchema, variant: Variant, undeclared: boolean): unknown {
  if (node.const !== undefined) return node.const;
  if (Array.isArray(node.enum)) return variant === 'full' ? node.enum.at(-1) : node.enum[0];
  if (Array.isArray(node.anyOf)) {
    const branches = node.anyOf as JsonSchema[];
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
  const branch = Array.isArray(node.anyOf)
    ? ((node.anyOf as JsonSchema[]).find((b) => b.type !== 'null') ?? node)
    : node;
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

const outputJsonSchema = (schema: CompiledResponse['schema']) =>
  z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    reused: 'inline',
    metadata: z.registry(),
  }) as JsonSchema;

const label = (r: CompiledResponse) =>
  `${r.method} ${r.url} ${r.httpStatus}${r.contentType ? ` ${r.contentType}` : ''}`;

describe('response serializers of every route', () => {
  const ctx = useTestApp();
  const responses = () => ctx.app.responseSerializers;

  it('covers the whole route table, and says why each zod fallback is one', () => {
    expect(responses().length).toBeGreaterThan(100);
    for (const r of responses()) if (r.path === 'zod') expect(r.reason, label(r)).toMatch(/\S/);
  });

  it('keeps the hot reads and the error answers on the fast path', () => {
    const pathOf = (method: string, url: string, status: string) =>
      responses().find((r) => r.method === method && r.url === url && r.httpStatus === status)
        ?.path;
    for (const [method, url] of [
      ['GET', '/api/vaccinetracker/dashboard/'],
      ['GET', '/api/vaccinetracker/dashboard/childgrowthreport/'],
      ['GET', '/api/features/meal-stories/'],
      ['POST', '/api/token/verify/'],
    ] as const) {
      expect(pathOf(method, url, '200'), `${method} ${url} 200`).toBe('fast');
      expect(
        pathOf(method, url, '401') ?? pathOf(method, url, '400'),
        `${method} ${url} errors`,
      ).toBe('fast');
    }
  });

  it('writes what zod writes on the fast path, and never an undeclared key', () => {
    const checked = new Set<CompiledResponse['schema']>();
    for (const r of responses()) {
      if (r.path !== 'fast' || checked.has(r.schema)) continue;
      checked.add(r.schema);
      const viaZod = createSerializerCompiler()({
        schema: r.schema,
        method: r.method,
        url: r.url,
        httpStatus: r.httpStatus,
      });
      const json = outputJsonSchema(r.schema);
      for (const variant of ['full', 'sparse'] as const) {
        for (const undeclared of [false, true]) {
          const what = `${label(r)}: ${variant}${undeclared ? ' with undeclared keys' : ''}`;
          const payload = samplePayload(json, variant, undeclared);
          const expected = viaZod(payload);
          expect(r.serialize(payload), what).toBe(expected);
          expect(undeclaredKeys(JSON.parse(expected), json), what).toEqual([]);
        }
      }
    }
    expect(checked.size).toBeGreaterThan(20);
  });
});
