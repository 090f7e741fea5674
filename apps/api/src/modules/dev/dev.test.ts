import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { phoneNumber } from '../../test/factories';

interface OutboxItem {
  to: string;
  kind: string;
  text: string;
  created_at: string;
}

describe('dev endpoints', () => {
  const ctx = useTestApp();
  const inbound = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/dev/whatsapp/inbound/', payload });
  const outbox = (to?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/dev/outbox/${to === undefined ? '' : `?to=${to}`}`,
    });

  it('simulates a parent writing on WhatsApp: the sign-in link lands in the outbox, newest first', async () => {
    const number = phoneNumber();
    const first = await inbound({ from: number, text: 'Hi', name: 'Ravi Kumar' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ outcome: 'replied' });
    const firstAt = ctx.clock.now().toISOString();

    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.contactNumber, number));
    expect(user).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', contactVerified: true });

    ctx.clock.advance(60_000);
    expect((await inbound({ from: number, text: 'Hi again' })).json()).toEqual({
      outcome: 'replied',
    });

    const res = await outbox(number);
    expect(res.statusCode).toBe(200);
    const items = res.json<OutboxItem[]>();
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['created_at', 'kind', 'text', 'to']);
      expect(item).toMatchObject({ to: number, kind: 'sign_in_link' });
      expect(item.text).toContain('Hi Ravi!');
      expect(item.text).toMatch(/http:\/\/localhost:8080\/verify\?token=[\w-]+/);
    }
    expect(items.map((i) => i.created_at)).toEqual([ctx.clock.now().toISOString(), firstAt]);
    expect(items[0]!.text).not.toBe(items[1]!.text);

    // The newest link signs the parent in.
    const token = items[0]!.text.match(/verify\?token=([\w-]+)/)![1]!;
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/link/verify/',
      payload: { token },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      first_name: 'Ravi',
      last_name: 'Kumar',
      contact_number: number,
    });
  });

  it('filters the outbox by number, and lists everyone’s messages without a filter', async () => {
    const a = phoneNumber();
    const b = phoneNumber();
    await inbound({ from: a, text: 'Hi' });
    await inbound({ from: b, text: 'Hi' });
    expect((await outbox(a)).json<OutboxItem[]>().map((i) => i.to)).toEqual([a]);
    const all = (await outbox()).json<OutboxItem[]>().map((i) => i.to);
    expect(all).toEqual(expect.arrayContaining([a, b]));
  });

  it('rejects numbers that are not ten-digit Indian mobiles', async () => {
    for (const from of ['12345', '5812345678', '98123456789', '+919812345678']) {
      const res = await inbound({ from, text: 'Hi' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please enter valid number',
        code: 'validation_failed',
        field: 'from',
      });
    }
    expect((await outbox('12345')).statusCode).toBe(400);
  });
});

describe('dev endpoints in production', () => {
  const ctx = useTestApp({
    env: { NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-32-characters!' },
  });

  it('are not there', async () => {
    const number = phoneNumber();
    const inbound = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/whatsapp/inbound/',
      payload: { from: number, text: 'Hi', name: 'Ravi Kumar' },
    });
    expect(inbound.statusCode).toBe(404);
    expect(inbound.json()).toEqual({
      message: 'No route for POST /api/dev/whatsapp/inbound/',
      code: 'not_found',
    });

    const outbox = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${number}` });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json().code).toBe('not_found');

    expect(
      await ctx.database.db.select().from(users).where(eq(users.contactNumber, number)),
    ).toEqual([]);
  });
});
