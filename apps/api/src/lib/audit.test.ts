import { describe, expect, it } from 'vitest';
import { TEST_START, useTestApp } from '../test/app';
import { createParent, lastOtpTo, phoneNumber } from '../test/factories';
import { planPurchases } from '../test/plans';
import { writeStoryLibrary } from '../test/story-fixtures';
import { numberEnding } from './audit';

/**
 * Each account and money event is one info line `{ audit, userId, … }`,
 * and no line holds a code, a token, a full number or a child's name.
 */
const logs: string[] = [];
const ctx = useTestApp({ logs, deps: { stories: writeStoryLibrary(100).library } });
const { pay, confirm, checkout } = planPurchases(ctx);

interface Line {
  level: number;
  audit?: string;
  userId?: string | null;
  [key: string]: unknown;
}
const auditLines = () =>
  logs.map((line) => JSON.parse(line) as Line).filter((l) => l.audit !== undefined);
/** Whole digit runs only: a float such as responseTime 180.1092490000001 may hold any digits. */
const standalone = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`);

describe('the audit trail', () => {
  it('logs each event once with the user id, and never a code, token, full number or child name', async () => {
    const parent = await createParent(ctx);
    const number = parent.contactNumber!;
    const childName = 'Zoyaauditname';
    logs.length = 0;
    const codes: string[] = [];
    const tokens: string[] = [parent.token];

    // Sign in with an OTP.
    const ip = '10.9.0.1';
    await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${number}`,
      remoteAddress: ip,
    });
    codes.push(await lastOtpTo(ctx, number));
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { contact_number: number, otp: codes[0] },
      remoteAddress: ip,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().access_token as string;
    tokens.push(token);
    const headers = { authorization: `Bearer ${token}` };

    // Two children, one deleted.
    const added = [];
    for (const name of [childName, `${childName}two`]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/onboarding/',
        headers,
        payload: { name, dob: '2026-01-01', gender: 'girl' },
      });
      expect(res.statusCode, res.body).toBe(201);
      added.push(res.json().id as string);
    }
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/vaccinetracker/onboarding/',
      headers,
      payload: { child_id: added[1] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // A plan bought, and a second payment on the paid order refunded.
    const paid = await checkout({ ...parent, headers }, 'plan_7');
    expect((await confirm({ ...parent, headers }, paid)).statusCode).toBe(200);
    const second = (await pay(paid.order_id)).json();
    const refunded = await confirm(
      { ...parent, headers },
      {
        order_id: second.razorpay_order_id,
        payment_id: second.razorpay_payment_id,
        signature: second.razorpay_signature,
      },
    );
    expect(refunded.json().code).toBe('payment_refunded');

    // The number changed: a new session replaces this one.
    const newNumber = phoneNumber();
    ctx.clock.advance(61_000);
    try {
      await ctx.app.inject({
        method: 'GET',
        url: `/api/verify-contact-number/?contact_number=${newNumber}`,
        headers,
        remoteAddress: ip,
      });
      codes.push(await lastOtpTo(ctx, newNumber));
      const changed = await ctx.app.inject({
        method: 'POST',
        url: '/api/verify-contact-number/',
        headers,
        payload: { contact_number: newNumber, otp: codes[1] },
        remoteAddress: ip,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const rotated = changed.json().access_token as string;
      tokens.push(rotated);
      const after = { authorization: `Bearer ${rotated}` };

      // Ten wrong codes at the old number: each fails, the tenth locks it.
      for (let i = 0; i < 10; i++)
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/login/',
          payload: { contact_number: number, otp: '0000' === codes[0] ? '1111' : '0000' },
          remoteAddress: '10.9.0.2',
        });

      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout/',
        headers: after,
      });
      expect(out.statusCode, out.body).toBe(200);
      // Deleting the account needs a session: the one just ended is gone, so sign in again.
      const again = await createParent(ctx, { contactNumber: null });
      tokens.push(again.token);
      const gone = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/user/delete/',
        headers: again.headers,
      });
      expect(gone.statusCode, gone.body).toBe(200);

      const lines = auditLines();
      const once = (event: string, fields: Record<string, unknown>) =>
        expect(lines.filter((l) => l.audit === event)).toEqual([
          expect.objectContaining({ level: 30, ...fields }),
        ]);
      expect(lines.filter((l) => l.audit === 'otp_sent')).toEqual([
        expect.objectContaining({
          userId: parent.id,
          purpose: 'login',
          numberEnding: number.slice(-2),
        }),
        expect.objectContaining({
          userId: parent.id,
          purpose: 'contact',
          numberEnding: newNumber.slice(-2),
        }),
      ]);
      once('sign_in', { userId: parent.id, method: 'otp' });
      expect(lines.filter((l) => l.audit === 'child_added')).toEqual(
        added.map((childId) => expect.objectContaining({ userId: parent.id, childId })),
      );
      once('child_deleted', { userId: parent.id, childId: added[1] });
      once('payment_granted', { userId: parent.id, plan: 'plan_7' });
      once('payment_refunded', { userId: parent.id, paymentId: second.razorpay_payment_id });
      once('number_changed', { userId: parent.id, numberEnding: newNumber.slice(-2) });
      once('otp_locked', { userId: null, numberEnding: number.slice(-2) });
      once('sign_out', { userId: parent.id });
      once('account_deleted', { userId: again.id });
      expect(lines.filter((l) => l.audit === 'otp_failed')).toHaveLength(10);

      const everything = logs.join('\n');
      for (const token of tokens) expect(everything).not.toContain(token);
      for (const code of codes)
        for (const line of lines) expect(JSON.stringify(line)).not.toMatch(standalone(code));
      for (const n of [number, newNumber]) {
        expect(everything).not.toMatch(standalone(n));
        expect(everything).not.toMatch(standalone(n.slice(-6)));
      }
      expect(everything).not.toContain(childName);
    } finally {
      ctx.clock.set(TEST_START);
    }
  });

  it('keeps the last two digits of a number at most', () => {
    expect(numberEnding('9876543210')).toBe('10');
    expect(numberEnding('+91 98765 43242')).toBe('42');
  });
});
