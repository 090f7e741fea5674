import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { rowsNaming } from '../../test/rows-naming';
import { deletionKey } from './deletion-entry';
import { createDeletionLedger, type DeletionLedger } from './deletion-ledger';

/** The real ledger of the test's DATA_DIR, whose writes can be made to fail. */
const failing = { append: false };
const ledger = (base: DeletionLedger): DeletionLedger => ({
  where: base.where,
  append: async (entry) => {
    if (failing.append) throw new Error('disk full');
    await base.append(entry);
  },
  entries: () => base.entries(),
});

const ctx = useTestApp({
  env: { APP_SECRET: 'an-app-secret-for-the-deletion-tests' },
  deps: ({ env }) => ({ deletionLedger: ledger(createDeletionLedger(env)) }),
});

const deleteAccount = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/user/delete/', headers });

/** Each ledger file's bytes, as they lie on disk. */
function ledgerFiles(): string[] {
  const folder = path.join(ctx.env.DATA_DIR, 'deletion-ledger');
  return fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name), 'latin1'));
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
    expect(await rowsNaming(ctx, number)).not.toEqual([]);

    const deleted = await deleteAccount(parent.headers);
    expect(deleted.statusCode).toBe(200);
    expect(await rowsNaming(ctx, number)).toEqual([]);
  });

  it('is recorded in the ledger first, with the id and a keyed hash of the number, never the number', async () => {
    const parent = await createParent(ctx, {
      email: 'meera.ledger@example.com',
      firstName: 'Meera',
    });
    const number = parent.contactNumber!;
    expect((await deleteAccount(parent.headers)).statusCode).toBe(200);

    const entries = [];
    for await (const entry of ctx.deps.deletionLedger.entries())
      if (entry.userId === parent.id) entries.push(entry);
    const key = await deletionKey(ctx.database.db);
    expect(entries).toEqual([
      {
        version: 1,
        userId: parent.id,
        deletedAt: ctx.clock.now().toISOString(),
        keyId: key.id,
        contactNumberHmac: key.hmac(number),
      },
    ]);
    // Its bytes: not the number, nor its last digits, nor the name or address.
    for (const bytes of ledgerFiles()) {
      expect(bytes).not.toContain(number);
      expect(bytes).not.toContain(number.slice(-6));
      expect(bytes).not.toContain('Meera');
      expect(bytes).not.toContain('meera.ledger');
    }
  });

  it('deletes nothing when the ledger cannot be written, and says it failed', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Kabir', dob: '2025-06-01', gender: 'boy' }],
    });
    failing.append = true;
    try {
      const res = await deleteAccount(parent.headers);
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('internal_error');
    } finally {
      failing.append = false;
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.id, parent.id))).toHaveLength(
      1,
    );
    expect(await rowsNaming(ctx, parent.childIds[0]!)).not.toEqual([]);
    expect((await deleteAccount(parent.headers)).statusCode).toBe(200);
  });
});
