import { createHmac, randomUUID } from 'node:crypto';
import { whatsappDelivery as webhookEnvelope, whatsappSignature } from './whatsapp-webhook';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { snapshotParent } from './authz-matrix-support';
import { createParent, phoneNumber, type TestParent } from './factories';
import { FAKE_WEBHOOK_SECRET, type FakeRazorpay, startFakeRazorpay } from './fake-razorpay';
import { multipart, SAMPLE_PDF, SAMPLE_PNG } from './multipart';
import { writeStoryLibrary } from './story-fixtures';

/**
 * Property-based requests to every operation of the OpenAPI document: values generated from
 * each operation's own schema (query, path, JSON or multipart body), mixed with malformed ones
 * (NUL and other control characters, RTL and lone surrogates, 100k-character strings, limits
 * ± one step, too many decimals, wrong types, random uuids and another parent's ids). No answer
 * may be a 5xx, none may show the other parent's data, and the other parent's rows and files
 * stay byte for byte what they were.
 *
 * Bounded: FAST_CHECK_RUNS runs per operation (default 40). The seed is fixed (CI runs the same
 * requests each time); FAST_CHECK_SEED=<n> replays a failure, FAST_CHECK_SEED=random draws one.
 * A failure names the operation, the seed and the shrunk request. ROUTE_PROPERTIES_ONLY=<text>
 * runs the operations whose "METHOD /path" contains it; ROUTE_PROPERTIES_STATS=1 prints how
 * often each operation answered each status (to see that the generators reach past validation).
 *
 * No operation is skipped: the webhooks are signed with the test secrets, Razorpay's API is the
 * local fake of fake-razorpay.ts, and Google sign-in needs no network to refuse what it is sent.
 * Signing out and deleting the account run as a fresh parent each time (they end the session).
 */

const SEED =
  process.env.FAST_CHECK_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FAST_CHECK_SEED ?? 20261122);
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 40);

const WHATSAPP_SECRET = 'test-app-secret';
const WHATSAPP_WEBHOOK = '/api/whatsapp/webhook/';
const RAZORPAY_WEBHOOK = '/api/features/meal-stories/payments/webhook/';

/** Operations whose every call is made by a fresh parent, because they end its session. */
const ENDS_SESSION = new Set(['DELETE /api/user/delete/', 'POST /api/auth/logout/']);

type Schema = Record<string, unknown>;
interface Operation {
  key: string;
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  body?: { contentType: string; schema: Schema };
}

let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
});
afterAll(() => razorpay.close());

const ctx = useTestApp({
  env: () => ({
    ...razorpay.env,
    WHATSAPP_APP_SECRET: WHATSAPP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-me',
  }),
  deps: { stories: writeStoryLibrary(5).library },
});

const NUL_TEXT = 'Fever\u0000note';
const CONTROL_TEXT = 'a\u0001\u0008\u001b\u007f\u0085b';
const RTL_TEXT = '\u202Eटीका\u202C مرحبا';
const LONE_SURROGATE = 'x\ud800y';
const LONG_TEXT = 'क'.repeat(100_000);

/** Numbers at and just past the limits the schemas and the columns state. */
const EDGE_NUMBERS = [
  0,
  -1,
  -0.0001,
  0.0001,
  0.001,
  0.01,
  1.005,
  9.1234,
  21,
  22,
  42,
  43,
  6,
  7,
  99.999,
  99.9999,
  100,
  199.99,
  199.9999,
  200,
  1e9,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 1,
  0.1 + 0.2,
];

/** Heights (cm) and weights (kg) a parent types, with one to four decimals. */
const measure = (max: number) =>
  fc.oneof(
    fc
      .tuple(fc.integer({ min: 0, max: max * 10_000 }), fc.integer({ min: 0, max: 4 }))
      .map(([n, decimals]) => Number((n / 10_000).toFixed(decimals))),
    // One step inside the limits, at each precision: what a column of fewer decimals rounds away.
    fc.constantFrom(0.0001, 0.001, 0.01, max - 0.01, max - 0.001, max - 0.0001),
  );
const MEASURES: Record<string, fc.Arbitrary<number>> = {
  height: measure(200),
  weight: measure(100),
  gestational_weeks: fc.integer({ min: 21, max: 43 }),
  gestational_days: fc.integer({ min: -1, max: 7 }),
};

/** The ids a request may carry: the caller's own, by kind, and the other parent's. */
interface Ids {
  own: { child: string[]; record: string[]; entry: string[] };
  foreign: string[];
}

/** The caller's ids a field takes: a child's for child_id, a dose's for vaccine_id, …; all else. */
function ownIdsFor(name: string, ids: Ids): string[] {
  if (name === 'child_id' || name === 'id') return ids.own.child;
  if (name === 'record_id') return ids.own.record;
  if (name.startsWith('vaccine_id')) return ids.own.entry;
  return [...ids.own.child, ...ids.own.record, ...ids.own.entry];
}

function resolve(doc: Schema, schema: Schema | undefined): Schema {
  let node = schema ?? {};
  for (let i = 0; i < 10 && typeof node.$ref === 'string'; i += 1) {
    const name = node.$ref.split('/').pop()!;
    node = ((doc.components as Schema)?.schemas as Record<string, Schema>)?.[name] ?? {};
  }
  return node;
}

function validString(node: Schema, name: string, ids: Ids): fc.Arbitrary<string> {
  if (node.format === 'uuid') return fc.constantFrom(...ownIdsFor(name, ids));
  if (node.format === 'binary') return fc.constant('');
  if (/contact_number|^from$/.test(name)) return fc.constant(phoneNumber());
  if (/name$/.test(name) && name !== 'vaccine_name')
    return fc.constantFrom('Meera', 'Ira Sharma', 'आरव', "D'Souza", 'Meera1');
  if (name === 'otp') return fc.stringMatching(/^\d{4}$/);
  if (name === 'recommended_date') return fc.constantFrom('2026/12/01', '2025/02/30', '2051/01/01');
  if (/date|dob|vaccinated_on/.test(name))
    return fc.constantFrom('2026-11-01', '2025-06-15', '2027-01-01', '1979-12-31', '2026-02-30');
  if (typeof node.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(node.pattern, 'u')).map((s) => s.slice(0, 200));
    } catch {
      // A pattern fast-check cannot generate from (\p{…}): plain text below.
    }
  }
  const maxLength = Math.min((node.maxLength as number | undefined) ?? 40, 40);
  const minLength = Math.min((node.minLength as number | undefined) ?? 0, maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .constantFrom('Meera', 'Ira Sharma', 'आरव', 'Fever, 3 days\nparacetamol')
      .map((s) => s.slice(0, maxLength)),
  );
}

function validNumber(node: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    (node.minimum as number | undefined) ??
    ((node.exclusiveMinimum as number | undefined) ?? -1000) + (integer ? 1 : 0.001);
  const max =
    (node.maximum as number | undefined) ??
    ((node.exclusiveMaximum as number | undefined) ?? 1000) - (integer ? 1 : 0.001);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value the schema takes (or nearly: dates out of range, ids of nobody). */
function valid(
  doc: Schema,
  schema: Schema | undefined,
  name: string,
  ids: Ids,
): fc.Arbitrary<unknown> {
  const node = resolve(doc, schema);
  if (MEASURES[name])
    return fc.oneof(
      { arbitrary: MEASURES[name], weight: 4 },
      { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 1 },
    );
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  if ('const' in node) return fc.constant(node.const);
  const branches = (node.anyOf ?? node.oneOf) as Schema[] | undefined;
  if (branches?.length) return fc.oneof(...branches.map((b) => valid(doc, b, name, ids)));
  if (Array.isArray(node.allOf) && node.allOf.length)
    return valid(doc, node.allOf[0] as Schema, name, ids);
  const types = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
  const nullable = node.nullable === true || types.includes('null');
  const type = types.find((t) => t !== 'null');
  let arb: fc.Arbitrary<unknown>;
  switch (type) {
    case 'object': {
      const properties = (node.properties ?? {}) as Record<string, Schema>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        model[key] = field(doc, property, key, ids);
      arb = fc.record(model, { requiredKeys: (node.required as string[] | undefined) ?? [] });
      break;
    }
    case 'array':
      arb = fc.array(field(doc, node.items as Schema, name, ids), {
        minLength: Math.min((node.minItems as number | undefined) ?? 0, 3),
        maxLength: 3,
      });
      break;
    case 'string':
      arb = validString(node, name, ids);
      break;
    case 'integer':
    case 'number':
      arb = fc.oneof(validNumber(node, type === 'integer'), fc.constantFrom(...EDGE_NUMBERS));
      break;
    case 'boolean':
      arb = fc.boolean();
      break;
    default:
      arb = fc.oneof(fc.string(), fc.integer(), fc.boolean());
  }
  return nullable ? fc.option(arb, { nil: null }) : arb;
}

/** What no schema should take, or takes only to find trouble further in. */
function malformed(ids: Ids): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(NUL_TEXT, CONTROL_TEXT, RTL_TEXT, LONE_SURROGATE, LONG_TEXT, '', ' ', '\u0000'),
    fc.constantFrom(...EDGE_NUMBERS),
    fc.constantFrom(null, true, [], {}, ['a'], { a: 1 }, '1e3', 'NaN', 'Infinity', '-0'),
    fc.constantFrom(...ids.foreign, randomUUID(), '00000000-0000-0000-0000-000000000000'),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
}

/** A field's value: mostly what its schema takes, often something it should refuse. */
function field(
  doc: Schema,
  schema: Schema | undefined,
  name: string,
  ids: Ids,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid(doc, schema, name, ids), weight: 8 },
    { arbitrary: malformed(ids), weight: 1 },
  );
}

function operations(doc: Schema): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Schema>)) {
    for (const [method, op] of Object.entries(item as Record<string, Schema>)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = (resolve(doc, op.requestBody as Schema).content ?? {}) as Record<
        string,
        { schema?: Schema }
      >;
      const contentType = Object.keys(content)[0];
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: ((op.parameters ?? []) as Schema[]).map(
          (p) => resolve(doc, p) as Operation['parameters'][number],
        ),
        ...(contentType && {
          body: { contentType, schema: resolve(doc, content[contentType]!.schema) },
        }),
      });
    }
  }
  return out;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Meta's delivery of one message, its parts generated, signed with the app secret. */
function whatsappDelivery(ids: Ids): fc.Arbitrary<InjectOptions> {
  const part = fc.oneof(
    fc.constantFrom('Hi Tika! ref: ABCD2345', 'STOP', 'start', 'नमस्ते'),
    malformed(ids),
  );
  return fc
    .record({
      from: fc.oneof(
        fc.constant(`91${phoneNumber()}`),
        fc.constantFrom('1234', '+91 98765 43210', '91987654321\u0000'),
        malformed(ids),
      ),
      id: fc.oneof(
        fc.uuid().map((u) => `wamid.${u}`),
        malformed(ids),
      ),
      name: part,
      body: part,
      type: fc.constantFrom('text', 'button', 'image'),
    })
    .map((m) => {
      const raw = JSON.stringify(
        webhookEnvelope({
          contacts: [{ profile: { name: m.name }, wa_id: m.from }],
          messages: [
            {
              from: m.from,
              id: m.id,
              type: m.type,
              text: { body: m.body },
              button: { text: m.body },
            },
          ],
        }),
      );
      return {
        method: 'POST',
        url: WHATSAPP_WEBHOOK,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': whatsappSignature(raw, WHATSAPP_SECRET),
        },
        payload: raw,
      } satisfies InjectOptions;
    });
}

/** Razorpay's delivery of a payment event, its parts generated, signed with the webhook secret. */
function razorpayDelivery(ids: Ids, orderIds: string[]): fc.Arbitrary<InjectOptions> {
  const part = (good: fc.Arbitrary<unknown>) => fc.oneof(good, malformed(ids));
  return fc
    .record({
      event: part(
        fc.constantFrom('payment.captured', 'payment.authorized', 'order.paid', 'payment.failed'),
      ),
      id: part(fc.constantFrom('pay_Fake123', 'pay_Unknown')),
      order_id: part(fc.constantFrom(...orderIds, 'order_Unknown')),
      amount: part(fc.constantFrom(4900, 1, 0, -1)),
      currency: part(fc.constant('INR')),
      status: part(fc.constantFrom('captured', 'authorized', 'failed')),
      eventId: fc.oneof(fc.uuid(), fc.constant(undefined)),
    })
    .map((e) => {
      const raw = JSON.stringify({
        entity: 'event',
        event: e.event,
        payload: {
          payment: {
            entity: {
              id: e.id,
              order_id: e.order_id,
              amount: e.amount,
              currency: e.currency,
              status: e.status,
            },
          },
        },
      });
      return {
        method: 'POST',
        url: RAZORPAY_WEBHOOK,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', FAKE_WEBHOOK_SECRET)
            .update(raw)
            .digest('hex'),
          ...(e.eventId ? { 'x-razorpay-event-id': e.eventId } : {}),
        },
        payload: raw,
      } satisfies InjectOptions;
    });
}

/** One request to an operation from its schema, as a parent's browser (or worse) would send it. */
function requestFor(doc: Schema, op: Operation, ids: Ids): fc.Arbitrary<InjectOptions> {
  const params = Object.fromEntries(
    op.parameters.map((p) => [
      `${p.in}:${p.name}`,
      p.required
        ? field(doc, p.schema, p.name, ids)
        : fc.option(field(doc, p.schema, p.name, ids), { nil: undefined }),
    ]),
  );
  const body: fc.Arbitrary<unknown> = op.body
    ? fc.oneof(
        { arbitrary: valid(doc, op.body.schema, 'body', ids), weight: 4 },
        { arbitrary: malformed(ids), weight: 1 },
      )
    : fc.constant(undefined);
  return fc
    .record({
      params: fc.record(params),
      body,
      file: fc.constantFrom('png', 'pdf', 'junk', 'none'),
    })
    .map(({ params: values, body: bodyValue, file }) => {
      let url = op.path;
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(values)) {
        const [where, name] = key.split(':') as [string, string];
        if (value === undefined) continue;
        if (where === 'path') url = url.replace(`{${name}}`, encodeURIComponent(text(value)));
        else if (where === 'query') query.append(name, text(value));
      }
      const search = query.toString();
      const request: InjectOptions = {
        method: op.method as InjectOptions['method'],
        url: search ? `${url}?${search}` : url,
      };
      if (!op.body) return request;
      if (op.body.contentType !== 'multipart/form-data')
        return { ...request, payload: bodyValue as object };
      const fields: Record<string, string> = {};
      let fileField: string | undefined;
      if (bodyValue && typeof bodyValue === 'object' && !Array.isArray(bodyValue)) {
        const properties = (op.body.schema.properties ?? {}) as Record<string, Schema>;
        for (const [name, value] of Object.entries(bodyValue)) {
          if (properties[name]?.format === 'binary') fileField = name;
          else fields[name] = text(value);
        }
      }
      const data = {
        png: SAMPLE_PNG,
        pdf: SAMPLE_PDF,
        junk: Buffer.from('not a file'),
        none: null,
      }[file];
      const form = multipart(
        fields,
        fileField && data
          ? {
              field: fileField,
              name: `x.${file}`,
              type: file === 'pdf' ? 'application/pdf' : 'image/png',
              data,
            }
          : undefined,
      );
      return { ...request, headers: form.headers, payload: form.payload };
    });
}

describe('the OpenAPI document the properties are generated from', () => {
  it('describes the multipart forms (fields and file) and the file responses by their types', () => {
    const doc = ctx.app.swagger() as unknown as Schema;
    const byKey = new Map(operations(doc).map((op) => [op.key, op]));
    for (const [key, file, required] of [
      [
        'POST /api/vaccinetracker/dashboard/medicalrecords/',
        'record',
        ['child_id', 'purpose', 'note', 'record'],
      ],
      ['POST /api/vaccinetracker/dashboard/', 'prescription', ['vaccine_id', 'status']],
    ] as const) {
      const body = byKey.get(key)?.body;
      expect(body?.contentType, key).toBe('multipart/form-data');
      const properties = body!.schema.properties as Record<string, Schema>;
      expect(properties[file], key).toMatchObject({ type: 'string', format: 'binary' });
      expect(body!.schema.required, key).toEqual(expect.arrayContaining([...required]));
    }
    const content = (path: string) =>
      Object.keys(
        (
          (doc.paths as Record<string, Record<string, Schema>>)[path]!.get!.responses as Record<
            string,
            Schema
          >
        )['200']!.content as Schema,
      );
    expect(content('/api/vaccinetracker/card/')).toEqual(['application/pdf']);
    expect(content('/api/user/export/')).toEqual(['application/zip']);
  });
});

describe('every route, from its own schema: no 5xx, no other parent’s data', () => {
  it(`answers below 500 and leaves the other parent alone (seed ${SEED}, ${RUNS} runs each)`, async () => {
    const doc = ctx.app.swagger() as unknown as Schema;
    // Deletions last (a child deleted early would leave the other routes nothing to find).
    const ops = operations(doc).sort(
      (x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'),
    );
    expect(ops.length).toBeGreaterThan(40);

    const a = await createParent(ctx, {
      firstName: 'Alok',
      children: [{ name: 'Anaya', dob: '2025-01-01', gender: 'girl' }],
    });
    const b = await createParent(ctx, {
      firstName: 'Bhavna',
      email: 'bhavna@example.com',
      children: [{ name: 'Zoravar', dob: '2025-01-01', gender: 'boy' }],
    });
    const seedRows = async (parent: TestParent, childId: string) => {
      const growth = await ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/childgrowthreport/',
        headers: parent.headers,
        payload: { child_id: childId, height: 74, weight: 9.1, record_date: '2026-11-01' },
      });
      const record = multipart(
        { child_id: childId, purpose: 'Fever', note: 'Paracetamol' },
        { field: 'record', name: 'rx.pdf', type: 'application/pdf', data: SAMPLE_PDF },
      );
      const rec = await ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/medicalrecords/',
        headers: { ...parent.headers, ...record.headers },
        payload: record.payload,
      });
      const dashboard = await ctx.app.inject({
        method: 'GET',
        url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
        headers: parent.headers,
      });
      const entries = [
        ...dashboard.json().missed_vaccines,
        ...dashboard.json().upcoming_vaccine.flatMap((g: { vaccines: unknown[] }) => g.vaccines),
      ].map((e: { id: string }) => e.id);
      return [childId, growth.json().record.id, rec.json().record.id, ...entries.slice(0, 3)];
    };
    const [aChild, aGrowth, aRecord, ...aEntries] = await seedRows(a, a.childIds[0]!);
    const ids: Ids = {
      own: { child: [aChild!], record: [aGrowth!, aRecord!], entry: aEntries },
      foreign: [b.id, ...(await seedRows(b, b.childIds[0]!))],
    };
    const orderRes = await ctx.app.inject({
      method: 'GET',
      url: '/api/features/meal-stories/payments/?plan=plan_7',
      headers: a.headers,
    });
    const orderIds = orderRes.statusCode === 200 ? [orderRes.json().order_id as string] : [];

    const before = await snapshotParent(ctx, b);
    const bMarks = ['Zoravar', 'Bhavna', 'bhavna@example.com', b.contactNumber!];

    const callerFor = async (op: Operation) =>
      ENDS_SESSION.has(op.key) ? (await createParent(ctx)).headers : a.headers;

    const failures: string[] = [];
    const statuses: string[] = [];
    const only = process.env.ROUTE_PROPERTIES_ONLY;
    for (const op of ops) {
      if (only && !op.key.includes(only)) continue;
      const arbitrary =
        op.key === `POST ${WHATSAPP_WEBHOOK}`
          ? whatsappDelivery(ids)
          : op.key === `POST ${RAZORPAY_WEBHOOK}`
            ? razorpayDelivery(ids, orderIds)
            : requestFor(doc, op, ids);
      const signedIn = fc.oneof({ arbitrary: fc.constant(true), weight: 7 }, fc.constant(false));
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, signedIn, async (request, withSession) => {
            const headers = {
              ...(withSession || op.key.includes('webhook') ? await callerFor(op) : {}),
              ...(request.headers as Record<string, string> | undefined),
            };
            const res = await ctx.app.inject({ ...request, headers });
            if (process.env.ROUTE_PROPERTIES_STATS)
              statuses.push(
                `${op.key} ${res.statusCode}${res.statusCode === 400 ? ` ${res.json().message} ${String(JSON.stringify(request.payload)).slice(0, 150)}` : ''}`,
              );
            if (res.statusCode >= 500)
              throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
            const leaked = bMarks.filter((mark) => res.body.includes(mark));
            if (leaked.length)
              throw new Error(`answer shows the other parent's ${leaked.join(', ')}`);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      } catch (err) {
        const cause = (err as Error).cause as Error | undefined;
        failures.push(
          `${op.key}: ${(err as Error).message.slice(0, 3000)}${cause ? `\n${cause.message}` : ''}`,
        );
      }
    }
    if (statuses.length) {
      const counts = new Map<string, number>();
      for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
      console.log([...counts].map(([k, n]) => `${k} ×${n}`).join('\n'));
    }
    if (failures.length) console.error(`route properties failed with FAST_CHECK_SEED=${SEED}`);
    expect(failures).toEqual([]);
    expect(await snapshotParent(ctx, b)).toEqual(before);
  }, 240_000);
});
