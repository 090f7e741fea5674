import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createParent, lastMessageTo } from '../test/factories';

/** With APP_SECRET set, the keys behind codes and links come from it, never from the database. */
const ctx = useTestApp({ env: { APP_SECRET: 'an-app-secret-for-this-test-of-32+' } });

describe('APP_SECRET', () => {
  it('keeps every key out of the database, and codes still sign in', async () => {
    const parent = await createParent(ctx);
    const sent = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${parent.contactNumber}`,
    });
    expect(sent.statusCode).toBe(200);
    const otp = /\b(\d{4})\b/.exec((await lastMessageTo(ctx, parent.contactNumber!))!.text)![1];
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { contact_number: parent.contactNumber, otp },
    });
    expect(signedIn.statusCode).toBe(200);
    const keys = await ctx.database.db.execute(sql`select name from app_secrets`);
    expect((keys as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
