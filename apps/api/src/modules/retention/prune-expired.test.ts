import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { pruneExpired } from './prune-expired';
import { RETENTION_RULES } from './retention-rules';

const NOW = '2026-11-22T06:00:00.000Z';
const ctx = useTestApp({ now: NOW });

const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();
const hoursAhead = (hours: number) => hoursAgo(-hours);

async function count(table: string): Promise<number> {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe('pruning what has served its purpose (docs/operations.md, "Retention")', () => {
  it('deletes each table’s expired rows and keeps the live ones', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    const childId = parent.childIds[0]!;
    const { db } = ctx.database;
    // Start from a clean slate: createParent's own session is live and stays.
    const before = Object.fromEntries(
      await Promise.all(RETENTION_RULES.map(async (r) => [r.table, await count(r.table)])),
    );
    await db.execute(sql`
      insert into oauth_states (state_hash, code_verifier, nonce, created_at, expires_at) values
        ('gone', 'v', 'n', ${hoursAgo(1)}, ${hoursAgo(0.8)}), ('live', 'v', 'n', ${NOW}, ${hoursAhead(0.1)})`);
    await db.execute(sql`
      insert into otp_codes (contact_number, purpose, code_hmac, created_at, expires_at) values
        ('9876500001', 'login', 'h', ${hoursAgo(30)}, ${hoursAgo(29.9)}), ('9876500001', 'login', 'h', ${hoursAgo(2)}, ${hoursAgo(1.9)})`);
    await db.execute(sql`
      insert into otp_events (contact_number, kind, ip_hash, created_at) values
        ('9876500001', 'send', 'ip', ${hoursAgo(25)}), ('9876500001', 'failure', 'ip', ${hoursAgo(23)})`);
    await db.execute(sql`
      insert into sessions (user_id, token_hash, expires_at, revoked_at) values
        (${parent.id}, 'expired', ${hoursAgo(1)}, null), (${parent.id}, 'signed-out', ${hoursAhead(100)}, ${hoursAgo(1)}),
        (${parent.id}, 'live', ${hoursAhead(100)}, null)`);
    await db.execute(sql`
      insert into sign_in_links (user_id, token_hash, created_at, expires_at, used_at) values
        (${parent.id}, 'used', ${hoursAgo(0.1)}, ${hoursAhead(0.1)}, ${hoursAgo(0.05)}),
        (${parent.id}, 'expired', ${hoursAgo(1)}, ${hoursAgo(0.75)}, null),
        (${parent.id}, 'live', ${NOW}, ${hoursAhead(0.25)}, null)`);
    await db.execute(sql`
      insert into whatsapp_inbound (message_id, received_at) values ('wamid.old', ${hoursAgo(24 * 8)}), ('wamid.new', ${hoursAgo(24 * 6)})`);
    await db.execute(sql`
      insert into used_google_id_tokens (token_hash, expires_at) values ('spent', ${hoursAgo(1)}), ('fresh', ${hoursAhead(0.5)})`);
    await db.execute(sql`
      insert into request_counters (counter, window_start, hits) values ('google_start:*', ${hoursAgo(26)}, 3), ('google_start:*', ${hoursAgo(1)}, 2)`);
    await db.execute(sql`
      insert into share_links (child_id, token_hash, include_files, expires_at, revoked_at) values
        (${childId}, 'expired', false, ${hoursAgo(1)}, null), (${childId}, 'revoked', false, ${hoursAhead(24)}, ${hoursAgo(0.5)}),
        (${childId}, 'live', true, ${hoursAhead(24)}, null)`);
    await db.execute(sql`
      insert into dev_outbox ("to", kind, text, created_at) values ('9876500001', 'otp', 'x', ${hoursAgo(24 * 8)}), ('9876500001', 'otp', 'y', ${hoursAgo(1)})`);

    const deleted = await pruneExpired(db, ctx.clock.now());
    expect(deleted).toEqual({
      oauth_states: 1,
      otp_codes: 1,
      otp_events: 1,
      sessions: 2,
      sign_in_links: 2,
      whatsapp_inbound: 1,
      used_google_id_tokens: 1,
      request_counters: 1,
      share_links: 2,
      dev_outbox: 1,
    });
    for (const { table } of RETENTION_RULES) {
      expect(await count(table), table).toBe(before[table] + 1);
    }
    // The parent's own session still signs in.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/check-profile-status/',
      headers: parent.headers,
    });
    expect(res.statusCode).toBe(200);
    // A second run finds nothing.
    expect(Object.values(await pruneExpired(db, ctx.clock.now())).every((n) => n === 0)).toBe(true);
  });

  it('is documented table by table in docs/operations.md', () => {
    const doc = fs.readFileSync(
      new URL('../../../../../docs/operations.md', import.meta.url),
      'utf8',
    );
    const section = doc.slice(
      doc.indexOf('## Retention'),
      doc.indexOf('\n## ', doc.indexOf('## Retention') + 1),
    );
    for (const { table } of RETENTION_RULES) expect(section, table).toContain(`| \`${table}\` |`);
  });
});
