import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { publicTables } from '../../test/authz-matrix-support';
import { createParent } from '../../test/factories';

const ctx = useTestApp();

/** Every row, in any table, whose text holds the number. */
async function rowsNaming(number: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await publicTables(ctx)) {
    const result = await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${number}%`}`,
    );
    const n = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    if (n > 0) found.push(`${table}: ${n}`);
  }
  return found;
}

describe('deleting the account', () => {
  it('leaves no row that names the parent’s number: OTP codes and events and sent messages go too', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    const number = parent.contactNumber!;
    // A code sent, a wrong guess at it: rows that name only the number.
    const sent = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${number}`,
    });
    expect(sent.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { contact_number: number, otp: '0000' },
    });
    expect(await rowsNaming(number)).not.toEqual([]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/delete/',
      headers: parent.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsNaming(number)).toEqual([]);
  });
});
