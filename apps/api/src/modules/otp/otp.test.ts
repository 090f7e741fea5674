import { createHash } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, sessions, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, lastMessageTo, lastOtpTo, phoneNumber } from '../../test/factories';
import { bearer, getMe } from '../../test/requests';

describe('WhatsApp OTP login', () => {
  const ctx = useTestApp();
  const sendLogin = (contactNumber: string, ip = '10.0.0.1') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${contactNumber}`,
      remoteAddress: ip,
    });
  const verifyLogin = (contactNumber: string, otp: string, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { contact_number: contactNumber, otp, ...extra },
      remoteAddress: '10.0.0.1',
    });
  const nextMinute = () => ctx.clock.advance(61_000);
  const sessionCount = async (userId: string) =>
    (
      await ctx.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))
    )[0]!.n;

  it('sends a 4-digit code on WhatsApp and signs in with it', async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Anaya', dob: '2025-01-10', gender: 'girl' }],
    });
    const sent = await sendLogin(parent.contactNumber!);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'OTP sent to your contact number',
      resend_after_seconds: 60,
    });

    const otp = await lastOtpTo(ctx, parent.contactNumber!);
    expect(otp).toMatch(/^\d{4}$/);
    // Only the HMAC is stored, never the code.
    const [stored] = await ctx.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.contactNumber, parent.contactNumber!));
    // A keyed hash: neither the code nor its plain SHA-256 (four digits are trivial to reverse).
    expect(stored!.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHmac).not.toBe(createHash('sha256').update(otp).digest('hex'));
    expect(Object.values(stored!)).not.toContain(otp);

    const res = await verifyLogin(parent.contactNumber!, otp);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.is_verified).toBe(true);
    expect(body.user).toMatchObject({
      first_name: 'Asha',
      contact_number: parent.contactNumber,
      contact_verified: true,
    });
    expect(body.children).toEqual([
      expect.objectContaining({ name: 'Anaya', dob: '2025-01-10', gender: 'girl' }),
    ]);
    expect(body.children_count).toBe(1);

    const me = await getMe(ctx, bearer(body.access_token));
    expect(me.statusCode).toBe(200);
  });

  it("sends the code in the parent's language", async () => {
    const parent = await createParent(ctx);
    await ctx.database.db
      .update(users)
      .set({ reminderLanguage: 'hi' })
      .where(eq(users.id, parent.id));
    expect((await sendLogin(parent.contactNumber!)).statusCode).toBe(200);
    const message = await lastMessageTo(ctx, parent.contactNumber!);
    expect(message!.text).toMatch(/^\d{4} आपका Tika कोड है। यह 5 मिनट तक चलेगा।/);
  });

  it('answers an unregistered number with not_registered, leaving the register prompt to the client', async () => {
    const res = await sendLogin(phoneNumber());
    expect(res.statusCode).toBe(404);
    // The client toasts this message and shows the prompt beside it (docs/product/errors.md): no repeat.
    expect(res.json()).toEqual({
      message: 'This number is not registered with Tika.',
      code: 'not_registered',
    });
  });

  it('does not send login codes to a number that was never verified', async () => {
    const parent = await createParent(ctx, { verified: false });
    expect((await sendLogin(parent.contactNumber!)).statusCode).toBe(404);
  });

  it.each([['12345'], ['98765432101'], ['98765abcde'], ['0123456789'], ['']])(
    'rejects the number %j with the spec message',
    async (bad) => {
      const res = await sendLogin(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please enter valid number',
        code: 'validation_failed',
        field: 'contact_number',
      });
    },
  );

  it.each([['123'], ['12345'], ['abcd']])(
    'rejects the OTP %j with the spec message and changes nothing',
    async (bad) => {
      const parent = await createParent(ctx);
      const res = await verifyLogin(parent.contactNumber!, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter valid OTP');
      expect(await sessionCount(parent.id)).toBe(1);
    },
  );

  it('refuses a wrong code, and a code is single use', async () => {
    const parent = await createParent(ctx);
    await sendLogin(parent.contactNumber!);
    const otp = await lastOtpTo(ctx, parent.contactNumber!);
    const wrong = otp === '0000' ? '1111' : '0000';
    const bad = await verifyLogin(parent.contactNumber!, wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Please enter valid OTP',
      code: 'invalid_otp',
      field: 'otp',
    });
    expect((await verifyLogin(parent.contactNumber!, otp)).statusCode).toBe(200);
    expect((await verifyLogin(parent.contactNumber!, otp)).statusCode).toBe(400);
  });

  it('expires codes after 5 minutes', async () => {
    const parent = await createParent(ctx);
    await sendLogin(parent.contactNumber!);
    const otp = await lastOtpTo(ctx, parent.contactNumber!);
    ctx.clock.advance(5 * 60_000 + 1);
    const res = await verifyLogin(parent.contactNumber!, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('makes the parent wait 60 s between codes, and a new code voids the old one', async () => {
    const parent = await createParent(ctx);
    await sendLogin(parent.contactNumber!);
    const first = await lastOtpTo(ctx, parent.contactNumber!);
    ctx.clock.advance(30_000);
    const early = await sendLogin(parent.contactNumber!);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    ctx.clock.advance(31_000);
    expect((await sendLogin(parent.contactNumber!)).statusCode).toBe(200);
    const second = await lastOtpTo(ctx, parent.contactNumber!);
    if (first !== second)
      expect((await verifyLogin(parent.contactNumber!, first)).statusCode).toBe(400);
    expect((await verifyLogin(parent.contactNumber!, second)).statusCode).toBe(200);
  });

  it('says, within the 60 s, how long to wait and that the code sent still works', async () => {
    const parent = await createParent(ctx);
    await sendLogin(parent.contactNumber!);
    const first = await lastOtpTo(ctx, parent.contactNumber!);
    ctx.clock.advance(15_000);
    const early = await sendLogin(parent.contactNumber!);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      message: 'Please wait 45 seconds before asking for a new OTP.',
      code: 'rate_limited',
      retry_after_seconds: 45,
      reason: 'otp_resend_wait',
    });
    expect(early.headers['retry-after']).toBe('45');
    // No second code went out: the first one signs in.
    expect(await lastOtpTo(ctx, parent.contactNumber!)).toBe(first);
    expect((await verifyLogin(parent.contactNumber!, first)).statusCode).toBe(200);
  });

  it('does not point at a code that no longer works, nor name other limits', async () => {
    const parent = await createParent(ctx);
    const number = parent.contactNumber!;
    await sendLogin(number);
    const otp = await lastOtpTo(ctx, number);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await verifyLogin(number, wrong);
    const early = await sendLogin(number);
    expect(early.statusCode).toBe(429);
    expect(early.json().retry_after_seconds).toBe(60);
    expect(early.json()).not.toHaveProperty('reason');

    for (let i = 0; i < 5; i++) {
      nextMinute();
      await sendLogin(number);
    }
    nextMinute();
    const capped = await sendLogin(number);
    expect(capped.json()).toMatchObject({
      code: 'rate_limited',
      retry_after_seconds: expect.any(Number),
    });
    expect(capped.json()).not.toHaveProperty('reason');
  });

  it('voids a code after 5 wrong tries', async () => {
    const parent = await createParent(ctx);
    await sendLogin(parent.contactNumber!);
    const otp = await lastOtpTo(ctx, parent.contactNumber!);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++)
      expect((await verifyLogin(parent.contactNumber!, wrong)).statusCode).toBe(400);
    expect((await verifyLogin(parent.contactNumber!, otp)).statusCode).toBe(400);
  });

  it('locks the number for the hour after 10 wrong codes, across resends', async () => {
    const parent = await createParent(ctx);
    const number = parent.contactNumber!;
    for (let round = 0; round < 2; round++) {
      await sendLogin(number);
      const otp = await lastOtpTo(ctx, number);
      const wrong = otp === '0000' ? '1111' : '0000';
      for (let i = 0; i < 5; i++) await verifyLogin(number, wrong);
      nextMinute();
    }
    const locked = await sendLogin(number);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/locked/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
    // Even a fresh right code would not be accepted while locked.
    ctx.clock.advance(60 * 60_000);
    expect((await sendLogin(number)).statusCode).toBe(200);
    expect((await verifyLogin(number, await lastOtpTo(ctx, number))).statusCode).toBe(200);
  });

  it('caps codes per number per hour', async () => {
    const parent = await createParent(ctx);
    for (let i = 0; i < 5; i++) {
      expect((await sendLogin(parent.contactNumber!)).statusCode).toBe(200);
      nextMinute();
    }
    const capped = await sendLogin(parent.contactNumber!);
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
  });

  it('caps codes per IP address per hour across numbers', async () => {
    const ip = '10.9.9.9';
    const parents = await Promise.all(Array.from({ length: 21 }, () => createParent(ctx)));
    const statuses: number[] = [];
    for (const p of parents) statuses.push((await sendLogin(p.contactNumber!, ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('gives exactly one session when the right code is submitted 5 times at once', async () => {
    const parent = await createParent(ctx);
    await sendLogin(parent.contactNumber!);
    const otp = await lastOtpTo(ctx, parent.contactNumber!);
    const before = await sessionCount(parent.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => verifyLogin(parent.contactNumber!, otp)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await sessionCount(parent.id)).toBe(before + 1);
  });

  it('signs in despite a stored referral code that cannot be one, recording no referral', async () => {
    const parent = await createParent(ctx);
    await ctx.database.db
      .update(users)
      .set({ firstSignedInAt: null })
      .where(eq(users.id, parent.id));
    await sendLogin(parent.contactNumber!);
    const res = await verifyLogin(
      parent.contactNumber!,
      await lastOtpTo(ctx, parent.contactNumber!),
      { referral_code: 'X'.repeat(200) },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, parent.id));
    expect(row!.firstSignedInAt).not.toBeNull();
    expect(row!.referredByUserId).toBeNull();
  });

  it('keeps no open code around after a successful login', async () => {
    const parent = await createParent(ctx);
    await sendLogin(parent.contactNumber!);
    await verifyLogin(parent.contactNumber!, await lastOtpTo(ctx, parent.contactNumber!));
    const open = await ctx.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.contactNumber, parent.contactNumber!), isNull(otpCodes.closedAt)));
    expect(open).toHaveLength(0);
  });
});
