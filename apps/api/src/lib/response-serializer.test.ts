import Fastify from 'fastify';
import { createSerializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, zodOnlyBehaviour } from './response-serializer';

const parent = z.object({
  id: z.uuid(),
  first_name: z.string().min(1).max(50),
  contact_number: z.string().nullable(),
  children: z.array(
    z.object({
      name: z.string(),
      age_months: z.number().int().nonnegative(),
      plan: z.enum(['iap', 'uip']),
    }),
  ),
  note: z.string().optional(),
  verified: z.literal(true),
});

/** A Fastify app with the compiler and one route per schema that answers whatever the test hands it. */
async function appAnswering(
  schemas: Record<string, z.ZodType>,
  options: { verify?: boolean } = {},
) {
  const compiler = createResponseSerializerCompiler(options);
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(compiler);
  let answer: unknown = null;
  for (const [name, schema] of Object.entries(schemas))
    app.get(`/${name}`, { schema: { response: { 200: schema } } }, async () => answer as never);
  await app.ready();
  return {
    app,
    compiled: compiler.compiled,
    get: async (name: string, payload: unknown) => {
      answer = payload;
      return app.inject({ method: 'GET', url: `/${name}` });
    },
  };
}

const viaZod = (schema: z.ZodType) =>
  createSerializerCompiler()({ schema, method: 'GET', url: '/', httpStatus: '200' });

describe('response serializer: which schemas take the fast path', () => {
  it('takes objects, arrays, scalars, literals, enums, optional, nullable and validation-only checks', () => {
    expect(zodOnlyBehaviour(parent)).toBeNull();
    expect(zodOnlyBehaviour(z.strictObject({ a: z.string() }).readonly())).toBeNull();
  });

  it.each([
    ['a transform', z.object({ a: z.string().transform((s) => s.length) }), '$.a: pipe'],
    ['a pipe', z.object({ a: z.string().pipe(z.string().min(2)) }), '$.a: pipe'],
    ['a default', z.object({ a: z.string().default('x') }), '$.a: default'],
    ['a catch', z.object({ a: z.string().catch('x') }), '$.a: catch'],
    [
      'trim, which rewrites the value',
      z.object({ a: z.string().trim() }),
      '$.a: a overwrite check',
    ],
    [
      'a refinement, which may rewrite the value',
      z.object({ a: z.string().refine((s) => s !== 'x') }),
      '$.a: a custom check',
    ],
    ['coercion', z.object({ a: z.coerce.string() }), '$.a: coerces its value'],
    [
      'a loose object, which sends undeclared keys',
      z.looseObject({ a: z.string() }),
      '$: sends undeclared keys',
    ],
    ['a record', z.object({ a: z.record(z.string(), z.number()) }), '$.a: record'],
    ['a union', z.object({ a: z.union([z.string(), z.number()]) }), '$.a: union'],
    ['a date', z.object({ list: z.array(z.object({ at: z.date() })) }), '$.list[].at: date'],
    ['anything', z.any(), '$: any'],
  ])('keeps zod for %s', (_what, schema, reason) => {
    expect(zodOnlyBehaviour(schema)).toBe(reason);
  });

  it('records every compiled response with its path, and why zod was kept', async () => {
    const { compiled, app } = await appAnswering({
      fast: parent,
      slow: z.object({ a: z.union([z.string(), z.number()]) }),
    });
    expect(
      compiled
        .filter((c) => c.method === 'GET')
        .map(({ url, path, reason }) => ({ url, path, reason })),
    ).toEqual([
      { url: '/fast', path: 'fast', reason: undefined },
      { url: '/slow', path: 'zod', reason: '$.a: union' },
    ]);
    await app.close();
  });
});

describe('response serializer: output', () => {
  const full = {
    id: '0b6cf9d2-5f7e-4a8e-9c1d-2f3a4b5c6d7e',
    first_name: 'Ira "Didi" \\ \n\u2028 नमस्ते 😀',
    contact_number: '+919876543210',
    children: [
      { name: 'Ved', age_months: 14, plan: 'iap' },
      { name: 'Mira', age_months: 0, plan: 'uip' },
    ],
    note: 'Allergic to nothing',
    verified: true,
  } as const;
  const sparse = { ...full, contact_number: null, children: [], note: undefined };

  it.each([
    ['every field present', full],
    ['nulls, an empty list and an absent optional', sparse],
  ])('is byte for byte what zod writes: %s', async (_what, payload) => {
    const { get, app } = await appAnswering({ parent });
    const res = await get('parent', payload);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(viaZod(parent)(payload));
    await app.close();
  });

  it('never sends a field the schema does not declare, at any depth', async () => {
    const { get, app } = await appAnswering({ parent, child: z.object({ name: z.string() }) });
    const leaky = {
      ...full,
      password_hash: '$argon2id$secret',
      children: full.children.map((c) => ({
        ...c,
        contact_number: '+910000000000',
        user_id: 'other-parent',
      })),
    };
    const res = await get('parent', leaky);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(viaZod(parent)(full));
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('other-parent');
    expect(res.body).not.toContain('+910000000000');

    const child = await get('child', { name: 'Ved', contact_number: '+919999999999' });
    expect(child.body).toBe('{"name":"Ved"}');
    await app.close();
  });

  it('answers 500 for a value it cannot write as its type', async () => {
    const { get, app } = await appAnswering({ counted: z.object({ count: z.number() }) });
    expect((await get('counted', { count: 'many' })).statusCode).toBe(500);
    await app.close();
  });

  it('in verify mode (tests) also refuses what only zod checks: a wrong type, a missing field', async () => {
    const counted = z.object({ count: z.number(), unit: z.string() });
    const plain = await appAnswering({ counted });
    expect((await plain.get('counted', { count: '7', unit: 'doses' })).body).toBe(
      '{"count":7,"unit":"doses"}',
    );
    expect((await plain.get('counted', { count: 7 })).body).toBe('{"count":7}');
    await plain.app.close();

    const verified = await appAnswering({ counted }, { verify: true });
    expect((await verified.get('counted', { count: '7', unit: 'doses' })).statusCode).toBe(500);
    expect((await verified.get('counted', { count: 7 })).statusCode).toBe(500);
    expect((await verified.get('counted', { count: 7, unit: 'doses' })).body).toBe(
      '{"count":7,"unit":"doses"}',
    );
    await verified.app.close();
  });
});
