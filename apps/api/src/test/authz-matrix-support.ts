import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../app';
import type { TestContext } from './app';

/**
 * Every route the app answers, as "METHOD /path" (no trailing slash; HEAD left out, Fastify adds
 * it to every GET). Read from the running app's router, so a route added anywhere shows up here
 * without anyone listing it by hand.
 */
export function registeredRoutes(app: App): string[] {
  const routes: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // "│   ├── api/user/me (GET, HEAD)": the depth is the column of the branch mark, in steps of 4.
    const match = /^([│ ]*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const fullPath =
      (depth === 0 ? '' : pathAtDepth[depth - 1]!) +
      (depth === 0 || match[2]!.startsWith('/') ? '' : '/') +
      match[2]!;
    pathAtDepth[depth] = depth === 0 ? fullPath.replace(/\/$/, '') : fullPath;
    const shown = fullPath === '' ? '/' : fullPath.startsWith('/') ? fullPath : `/${fullPath}`;
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push(`${method} ${shown}`);
  }
  return [...new Set(routes)].sort();
}

/**
 * Where a parent's rows are, table by table: a condition on the table's alias `t` naming the
 * parent as :user and their contact number as :contact. Tables of no single parent say why.
 * A table missing from this list fails the matrix test, so a new table has to be placed.
 */
export const OWNERSHIP: Record<string, string | { none: string }> = {
  users: 't.id = :user',
  sessions: 't.user_id = :user',
  children: 't.user_id = :user',
  vaccine_entries: 't.child_id in (select id from children where user_id = :user)',
  growth_records: 't.child_id in (select id from children where user_id = :user)',
  medical_records: 't.child_id in (select id from children where user_id = :user)',
  share_links: 't.child_id in (select id from children where user_id = :user)',
  // The family of the parent's children, and the parent's own place in others' families.
  child_members:
    't.child_id in (select id from children where user_id = :user) or t.user_id = :user',
  family_invites: 't.child_id in (select id from children where user_id = :user)',
  payment_orders: 't.user_id = :user',
  payment_refunds: 't.order_id in (select id from payment_orders where user_id = :user)',
  story_entitlements: 't.user_id = :user',
  story_unlocks: 't.user_id = :user',
  reminder_messages: 't.user_id = :user',
  // Reminders to the parent, and reminders to anyone about the parent's children.
  reminder_items:
    't.user_id = :user or t.vaccine_entry_id in (select e.id from vaccine_entries e join children c on c.id = e.child_id where c.user_id = :user)',
  sign_in_links: 't.user_id = :user',
  otp_codes: 't.user_id = :user or t.contact_number = :contact',
  otp_events: {
    none: "abuse counters per number and address: a wrong guess at any number counts against it, whoever guesses (the public login route writes them without a session too); they hold no parent's data",
  },
  // Messages to the parent's number: another parent must not be able to make Tika write to them.
  dev_outbox: 't."to" = :contact',
  app_secrets: { none: 'server keys, shared by every parent' },
  oauth_states: { none: 'a sign-in in progress, before any parent is known' },
  whatsapp_inbound: { none: 'message ids of WhatsApp deliveries already handled' },
  payment_webhook_events: { none: 'event ids of Razorpay deliveries already handled' },
  used_google_id_tokens: {
    none: 'hashes of Google ID tokens already used, so none signs in twice',
  },
  request_counters: {
    none: 'per-address counts of requests made without a session, keyed by a hash of the address',
  },
  periodic_jobs: { none: 'when each background job last started, for the workers to take turns' },
  send_rate_slots: {
    none: 'the next free moment under WhatsApp’s sending rate, shared by the workers',
  },
};

interface Rows {
  rows: Array<Record<string, unknown>>;
}

export async function publicTables(ctx: Pick<TestContext, 'database'>): Promise<string[]> {
  const result = (await ctx.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows;
  return result.rows.map((r) => String(r.table_name));
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Everything one parent owns: each of their rows in every table, as Postgres prints it
 * (row_to_json, sorted), and the SHA-256 of every stored file their rows point to.
 */
export async function snapshotParent(
  ctx: TestContext,
  parent: { id: string; contactNumber: string | null },
) {
  const tables: Record<string, string[]> = {};
  for (const [table, owner] of Object.entries(OWNERSHIP)) {
    if (typeof owner !== 'string') continue;
    const where = owner
      .replaceAll(':user', quote(parent.id))
      .replaceAll(':contact', quote(parent.contactNumber ?? ''));
    const result = (await ctx.database.db.execute(
      sql.raw(`select row_to_json(t)::text as row from ${table} t where ${where} order by 1`),
    )) as unknown as Rows;
    tables[table] = result.rows.map((r) => String(r.row));
  }
  const keys = (await ctx.database.db.execute(
    sql.raw(
      `select file_key from vaccine_entries where file_key is not null and child_id in (select id from children where user_id = ${quote(parent.id)})
       union all select file_key from medical_records where child_id in (select id from children where user_id = ${quote(parent.id)}) order by 1`,
    ),
  )) as unknown as Rows;
  const files: Record<string, string | null> = {};
  for (const { file_key: key } of keys.rows) {
    const data = await ctx.deps.storage.get(String(key));
    files[String(key)] = data ? createHash('sha256').update(data).digest('hex') : null;
  }
  return { tables, files };
}
