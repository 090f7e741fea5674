import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, otpEvents } from '../../db/schema';
import { type MessageSender, MessagingError } from '../../adapters/messaging';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';

/** The code in the last message WhatsApp was asked to send. */
let attemptedCode = '';

/** WhatsApp refusing the message, echoing the recipient and the message back as Graph errors may. */
const refusingSender: MessageSender = {
  mode: 'whatsapp',
  send: async (message) => {
    attemptedCode = /\b(\d{4})\b/.exec(message.text)![1]!;
    throw new MessagingError(
      `WhatsApp API answered 400: {"error":{"message":"Recipient 91${message.to} not in allowed list","body":"${message.text}"}}`,
    );
  },
};

describe('an OTP that WhatsApp would not send', () => {
  const logs: string[] = [];
  const ctx = useTestApp({ logs, deps: { messaging: refusingSender } });

  it('answers 502, records nothing, and logs a warning with the reason but not the number or the code', async () => {
    const parent = await createParent(ctx);
    const number = parent.contactNumber!;
    logs.length = 0;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${number}`,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'We could not send the OTP on WhatsApp. Please try again.',
      code: 'message_not_sent',
    });
    expect(
      (
        await ctx.database.db
          .select({ n: count() })
          .from(otpCodes)
          .where(eq(otpCodes.contactNumber, number))
      )[0]!.n,
    ).toBe(0);
    expect(
      (
        await ctx.database.db
          .select({ n: count() })
          .from(otpEvents)
          .where(eq(otpEvents.contactNumber, number))
      )[0]!.n,
    ).toBe(0);

    const warnings = logs
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string })
      .filter((l) => l.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: 'OTP not sent: the WhatsApp message failed',
        purpose: 'login',
        sender: 'whatsapp',
      }),
    ]);
    expect(warnings[0]!.reason).toContain('WhatsApp API answered 400');
    expect(warnings[0]!.reason).toContain('Recipient [number] not in allowed list');
    expect(warnings[0]!.reason).toContain('[code]');
    expect(warnings[0]!.reason).not.toMatch(new RegExp(`\\b${attemptedCode}\\b`));
    const everything = logs.join('\n');
    // Whole digit runs only: a float such as responseTime 180.1092490000001 may hold any digits.
    const standalone = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`);
    expect(everything).not.toMatch(standalone(number));
    expect(everything).not.toMatch(standalone(`91${number}`));
    expect(everything).not.toMatch(standalone(number.slice(-6)));
  });
});
