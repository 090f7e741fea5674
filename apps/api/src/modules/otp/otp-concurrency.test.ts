import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, otpEvents, sessions } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import type { MessageSender, OutgoingMessage } from '../../adapters/messaging';
import { OTP_POLICY } from './otp-policy';

/** A sender that takes a moment, as WhatsApp does: the window in which unserialized checks race. */
function slowSender(sent: OutgoingMessage[]): MessageSender {
  return {
    mode: 'dev-outbox',
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(message);
    },
  };
}

/**
 * The limits must hold when requests arrive at once, not only one after another: on
 * PostgreSQL several connections run them side by side (run with TEST_DATABASE_URL).
 */
describe('OTP limits under concurrent requests', () => {
  const sent: OutgoingMessage[] = [];
  const ctx = useTestApp({ deps: { messaging: slowSender(sent) } });
  const otpSentTo = (contactNumber: string) =>
    sent
      .filter((m) => m.to === contactNumber)
      .at(-1)
      ?.text.match(/\b(\d{4})\b/)?.[1];
  const sendLogin = (contactNumber: string, ip: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${contactNumber}`,
      remoteAddress: ip,
    });
  const verifyLogin = (contactNumber: string, otp: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { contact_number: contactNumber, otp },
      remoteAddress: ip,
    });
  const statusCounts = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  const failuresFor = async (contactNumber: string) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(otpEvents)
        .where(and(eq(otpEvents.contactNumber, contactNumber), eq(otpEvents.kind, 'failure')))
    )[0]!.n;

  it('counts 60 simultaneous wrong guesses one by one: 5 against the code, then the number locks', async () => {
    const parent = await createParent(ctx);
    const number = parent.contactNumber!;
    expect((await sendLogin(number, '10.1.0.1')).statusCode).toBe(200);
    const otp = otpSentTo(number)!;
    const wrong = otp === '0000' ? '1111' : '0000';

    const results = await Promise.all(
      Array.from({ length: 60 }, () => verifyLogin(number, wrong, '10.1.0.1')),
    );
    expect(statusCounts(results.map((r) => r.statusCode))).toEqual({
      400: OTP_POLICY.failuresPerHour,
      429: 60 - OTP_POLICY.failuresPerHour,
    });

    const [code] = await ctx.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.contactNumber, number));
    expect(code!.attempts).toBe(OTP_POLICY.triesPerCode);
    expect(code!.closedAt).not.toBeNull();
    expect(await failuresFor(number)).toBe(OTP_POLICY.failuresPerHour);

    // The right code, after all that, signs nobody in.
    const sessionsBefore = (
      await ctx.database.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, parent.id))
    )[0]!.n;
    expect((await verifyLogin(number, otp, '10.1.0.1')).statusCode).toBe(429);
    expect(
      (
        await ctx.database.db
          .select({ n: count() })
          .from(sessions)
          .where(eq(sessions.userId, parent.id))
      )[0]!.n,
    ).toBe(sessionsBefore);
  });

  it('sends at most 20 codes an hour from one address when 40 arrive at once', async () => {
    const ip = '10.1.0.2';
    const parents = await Promise.all(Array.from({ length: 40 }, () => createParent(ctx)));
    const results = await Promise.all(parents.map((p) => sendLogin(p.contactNumber!, ip)));
    expect(statusCounts(results.map((r) => r.statusCode))).toEqual({
      200: OTP_POLICY.sendsPerIpPerHour,
      429: 40 - OTP_POLICY.sendsPerIpPerHour,
    });
    const [sends] = await ctx.database.db
      .select({ n: count() })
      .from(otpEvents)
      .where(eq(otpEvents.kind, 'send'));
    expect(sends!.n).toBe(1 + OTP_POLICY.sendsPerIpPerHour); // the first test's send, and these
    expect(parents.filter((p) => otpSentTo(p.contactNumber!)).length).toBe(
      OTP_POLICY.sendsPerIpPerHour,
    );
  });

  it('stops at 50 wrong guesses from one address when 70 arrive at once across numbers', async () => {
    const ip = '10.1.0.3';
    const parents = await Promise.all(Array.from({ length: 7 }, () => createParent(ctx)));
    // Ten guesses per number: no number reaches its own lock, only the address cap can stop them.
    const guesses = parents.flatMap((p) =>
      Array.from({ length: 10 }, () => verifyLogin(p.contactNumber!, '0000', ip)),
    );
    const results = await Promise.all(guesses);
    expect(statusCounts(results.map((r) => r.statusCode))).toEqual({
      400: OTP_POLICY.failuresPerIpPerHour,
      429: 70 - OTP_POLICY.failuresPerIpPerHour,
    });
    let failures = 0;
    for (const p of parents) failures += await failuresFor(p.contactNumber!);
    expect(failures).toBe(OTP_POLICY.failuresPerIpPerHour);
  });
});
