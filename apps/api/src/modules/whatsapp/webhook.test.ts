import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devOutbox, users, whatsappInbound } from '../../db/schema';
import { type TestContext, useTestApp } from '../../test/app';
import { createParent, lastMessageTo, phoneNumber } from '../../test/factories';
import { bearer, getMe } from '../../test/requests';
import { whatsappDelivery, whatsappSignature } from '../../test/whatsapp-webhook';

const APP_SECRET = 'test-app-secret';
const WEBHOOK = '/api/whatsapp/webhook/';

const sign = (raw: string, secret = APP_SECRET) => whatsappSignature(raw, secret);

function textDelivery(options: { from: string; id: string; body: string; name?: string }) {
  return whatsappDelivery({
    contacts: [{ profile: { name: options.name ?? 'Meera Sharma' }, wa_id: options.from }],
    messages: [
      {
        from: options.from,
        id: options.id,
        timestamp: '1764052200',
        type: 'text',
        text: { body: options.body },
      },
    ],
  });
}

/** POSTs the exact string that was signed. */
function postRaw(ctx: TestContext, raw: string, signature: string | null) {
  return ctx.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    payload: raw,
  });
}

const postSigned = (ctx: TestContext, payload: unknown) => {
  const raw = JSON.stringify(payload);
  return postRaw(ctx, raw, sign(raw));
};

function linkToken(text: string | undefined): string {
  const token = text?.match(/http:\/\/localhost:8080\/verify\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no sign-in link in ${JSON.stringify(text)}`);
  return token;
}

const verifyLink = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/link/verify/', payload: { token } });

async function usersWithNumber(ctx: TestContext, contactNumber: string) {
  return ctx.database.db.select().from(users).where(eq(users.contactNumber, contactNumber));
}

async function outboxCount(ctx: TestContext, contactNumber: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(devOutbox)
    .where(eq(devOutbox.to, contactNumber));
  return row!.n;
}

describe('WhatsApp webhook', () => {
  const ctx = useTestApp({
    env: { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: 'verify-me' },
  });
  /** Message ids must be unique per delivery in this file's database. */
  let messageCounter = 0;
  const nextMessageId = () => `wamid.HBgM${++messageCounter}`;
  /** The parent with this number writes to Tika, and the webhook takes the delivery (200). */
  async function writeFrom(number: string, body: string, name?: string) {
    const res = await postSigned(
      ctx,
      textDelivery({ from: `91${number}`, id: nextMessageId(), body, name }),
    );
    expect(res.statusCode).toBe(200);
  }

  describe('subscription check', () => {
    it('echoes the challenge for the right verify token', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('12345');
    });

    it('answers without the trailing slash too (the URL entered in Meta’s dashboard)', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=777',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('777');
    });

    it.each([
      ['a wrong token', 'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=12345'],
      ['a longer token', 'hub.mode=subscribe&hub.verify_token=verify-me-too&hub.challenge=12345'],
      ['no token', 'hub.mode=subscribe&hub.challenge=12345'],
      ['another mode', 'hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=12345'],
    ])('refuses %s with 403', async (_case, query) => {
      const res = await ctx.app.inject({ method: 'GET', url: `${WEBHOOK}?${query}` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('12345');
      expect(res.json().code).toBe('forbidden');
    });
  });

  describe('a parent writes to Tika', () => {
    it('creates a verified account named from the WhatsApp profile and replies with a sign-in link', async () => {
      const res = await postSigned(
        ctx,
        textDelivery({
          from: '919812345678',
          id: 'wamid.ABC',
          body: 'Hi Tika! Sign me up (ref: XXXXXXXX)',
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });

      const [user, ...others] = await usersWithNumber(ctx, '9812345678');
      expect(others).toEqual([]);
      expect(user).toMatchObject({
        contactNumber: '9812345678',
        contactVerified: true,
        firstName: 'Meera',
        lastName: 'Sharma',
        firstSignedInAt: null,
        referredByUserId: null,
      });

      const reply = await lastMessageTo(ctx, '9812345678');
      expect(reply).toMatchObject({ to: '9812345678', kind: 'sign_in_link' });
      expect(reply!.text).toContain('Hi Meera!');
      const token = linkToken(reply!.text);

      const signedIn = await verifyLink(ctx, token);
      expect(signedIn.statusCode).toBe(200);
      const body = signedIn.json();
      expect(body.access_token).toMatch(/^[\w-]{43}$/);
      expect(body.user).toMatchObject({
        first_name: 'Meera',
        last_name: 'Sharma',
        contact_number: '9812345678',
        contact_verified: true,
      });
      expect(body.is_verified).toBe(true);
      expect(body.children).toEqual([]);
      expect(body.children_count).toBe(0);

      const me = await getMe(ctx, bearer(body.access_token));
      expect(me.statusCode).toBe(200);

      // An unknown referral code in the text is ignored.
      const [after] = await usersWithNumber(ctx, '9812345678');
      expect(after!.firstSignedInAt).not.toBeNull();
      expect(after!.referredByUserId).toBeNull();

      // The link works once.
      const again = await verifyLink(ctx, token);
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('invalid_link');
    });

    it('keeps links valid for 15 minutes and no longer', async () => {
      const number = phoneNumber();
      await writeFrom(number, 'Hi');
      const stale = linkToken((await lastMessageTo(ctx, number))!.text);
      ctx.clock.advance(16 * 60_000);
      const res = await verifyLink(ctx, stale);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message:
          'This link has expired or was already used. Send us a message on WhatsApp for a new one.',
        code: 'invalid_link',
      });

      // A fresh message gives a fresh link, good until just before its 15 minutes are up.
      await writeFrom(number, 'Hi again');
      const fresh = linkToken((await lastMessageTo(ctx, number))!.text);
      expect(fresh).not.toBe(stale);
      ctx.clock.advance(14 * 60_000 + 59_000);
      expect((await verifyLink(ctx, fresh)).statusCode).toBe(200);
    });

    it('acts once on a delivery Meta sends twice', async () => {
      const number = phoneNumber();
      const delivery = textDelivery({ from: `91${number}`, id: nextMessageId(), body: 'Hi Tika!' });
      expect((await postSigned(ctx, delivery)).statusCode).toBe(200);
      expect((await postSigned(ctx, delivery)).statusCode).toBe(200);
      expect(await usersWithNumber(ctx, number)).toHaveLength(1);
      expect(await outboxCount(ctx, number)).toBe(1);
    });

    it('acts once when the same delivery arrives twice at the same moment', async () => {
      const number = phoneNumber();
      const delivery = textDelivery({ from: `91${number}`, id: nextMessageId(), body: 'Hi Tika!' });
      const results = await Promise.all([postSigned(ctx, delivery), postSigned(ctx, delivery)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await usersWithNumber(ctx, number)).toHaveLength(1);
      expect(await outboxCount(ctx, number)).toBe(1);
    });

    it('reuses the account of an already registered number and sends a new link', async () => {
      const parent = await createParent(ctx, { firstName: 'Asha' });
      const number = parent.contactNumber!;
      await writeFrom(number, 'Hi', 'Someone Else');

      const rows = await usersWithNumber(ctx, number);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: parent.id, firstName: 'Asha', lastName: 'Parent' });

      const reply = await lastMessageTo(ctx, number);
      expect(reply!.text).toContain('Hi Asha!');
      const signedIn = await verifyLink(ctx, linkToken(reply!.text));
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ first_name: 'Asha', contact_number: number });
    });

    it('signs up in Hindi a parent who writes in Devanagari, and answers in Hindi', async () => {
      const number = phoneNumber();
      await writeFrom(number, 'नमस्ते Tika! कृपया मुझे जोड़ें।', 'Meera Rao');
      const [row] = await usersWithNumber(ctx, number);
      expect(row!.reminderLanguage).toBe('hi');
      const reply = await lastMessageTo(ctx, number);
      expect(reply!.text).toMatch(/^नमस्ते Meera! Tika में आपका स्वागत है।/);
      expect((await verifyLink(ctx, linkToken(reply!.text))).statusCode).toBe(200);
    });

    it("answers a known parent in their language, whatever the message's script", async () => {
      const parent = await createParent(ctx, { firstName: 'Asha' });
      await ctx.database.db
        .update(users)
        .set({ reminderLanguage: 'hi' })
        .where(eq(users.id, parent.id));
      await writeFrom(parent.contactNumber!, 'Hi');
      expect((await lastMessageTo(ctx, parent.contactNumber!))!.text).toContain('नमस्ते Asha!');
    });

    it('marks an unverified number verified: writing from it proves it is the parent’s', async () => {
      const parent = await createParent(ctx, { verified: false });
      const number = parent.contactNumber!;
      await writeFrom(number, 'Hi');
      const rows = await usersWithNumber(ctx, number);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: parent.id, contactVerified: true });
    });

    it('records the referral code from the pre-filled text when the new parent signs in', async () => {
      const referrer = await createParent(ctx);
      const [referrerRow] = await ctx.database.db
        .select({ code: users.referralCode })
        .from(users)
        .where(eq(users.id, referrer.id));
      const code = referrerRow!.code;
      expect(code).toMatch(/^[A-Z0-9]{8}$/);

      const number = phoneNumber();
      const text = `Hi Tika! Sign me up (ref: ${code})`;
      await writeFrom(number, text);
      // Not yet: the referral counts when the parent actually signs in.
      expect((await usersWithNumber(ctx, number))[0]!.referredByUserId).toBeNull();

      const signedIn = await verifyLink(ctx, linkToken((await lastMessageTo(ctx, number))!.text));
      expect(signedIn.statusCode).toBe(200);
      const [row] = await usersWithNumber(ctx, number);
      expect(row!.referredByUserId).toBe(referrer.id);
    });

    it('keeps any referral code from the pre-filled text on the new parent, as given', async () => {
      const number = phoneNumber();
      await writeFrom(number, 'Hi Tika! Please sign me up. (ref: ABC)');
      const signedIn = await verifyLink(ctx, linkToken((await lastMessageTo(ctx, number))!.text));
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.signup_referral_code).toBe('ABC');
      const [row] = await usersWithNumber(ctx, number);
      expect(row).toMatchObject({ signupReferralCode: 'ABC', referredByUserId: null });
    });

    it('signs in through the link even when the stored referral code cannot be one', async () => {
      const number = phoneNumber();
      await writeFrom(number, 'Hi Tika!');
      const token = linkToken((await lastMessageTo(ctx, number))!.text);
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/link/verify/',
        payload: { token, referral_code: `${'R'.repeat(64)}-too-long` },
      });
      expect(signedIn.statusCode).toBe(200);
      expect((await usersWithNumber(ctx, number))[0]).toMatchObject({
        referredByUserId: null,
        signupReferralCode: null,
      });
    });

    it('ignores messages from numbers outside India', async () => {
      const id = nextMessageId();
      const res = await postSigned(
        ctx,
        textDelivery({ from: '14155550100', id, body: 'Hi Tika!' }),
      );
      expect(res.statusCode).toBe(200);
      const [n] = await ctx.database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.contactNumber, '4155550100'));
      expect(n!.n).toBe(0);
      expect(await outboxCount(ctx, '4155550100')).toBe(0);
      expect(
        await ctx.database.db
          .select()
          .from(whatsappInbound)
          .where(eq(whatsappInbound.messageId, id)),
      ).toEqual([]);
    });

    it('accepts deliveries without messages (status updates) and acts on nothing', async () => {
      const before = (await ctx.database.db.select({ n: count() }).from(devOutbox))[0]!.n;
      const statusUpdate = whatsappDelivery({
        statuses: [
          {
            id: 'wamid.OUT',
            status: 'delivered',
            timestamp: '1764052200',
            recipient_id: '919812345678',
          },
        ],
      });
      expect((await postSigned(ctx, statusUpdate)).statusCode).toBe(200);
      expect((await ctx.database.db.select({ n: count() }).from(devOutbox))[0]!.n).toBe(before);
    });

    it('signs in a parent whose number is locked by wrong OTPs: writing on WhatsApp proves the number', async () => {
      const parent = await createParent(ctx);
      const number = parent.contactNumber!;
      // Someone else guessed at the number's OTP until it locked.
      for (let i = 0; i < 10; i++) {
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/login/',
          payload: { contact_number: number, otp: '0000' },
          remoteAddress: '203.0.113.66',
        });
      }
      const locked = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/login/?contact_number=${number}`,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/locked/);

      await writeFrom(number, 'Hi Tika');
      const token = linkToken((await lastMessageTo(ctx, number))?.text);
      const signedIn = await verifyLink(ctx, token);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.contact_number).toBe(number);
      expect((await getMe(ctx, bearer(signedIn.json().access_token))).statusCode).toBe(200);
    });
  });

  describe('signatures', () => {
    it('refuses a delivery signed with another secret and creates nothing', async () => {
      const number = phoneNumber();
      const id = nextMessageId();
      const raw = JSON.stringify(textDelivery({ from: `91${number}`, id, body: 'Hi Tika!' }));
      const res = await postRaw(ctx, raw, sign(raw, 'not-the-app-secret'));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
      expect(await usersWithNumber(ctx, number)).toEqual([]);
      expect(await outboxCount(ctx, number)).toBe(0);
      expect(
        await ctx.database.db
          .select()
          .from(whatsappInbound)
          .where(eq(whatsappInbound.messageId, id)),
      ).toEqual([]);

      // The message id was not used up: the genuine delivery still goes through.
      expect((await postRaw(ctx, raw, sign(raw))).statusCode).toBe(200);
      expect(await usersWithNumber(ctx, number)).toHaveLength(1);
    });

    it('refuses a body changed after signing', async () => {
      const number = phoneNumber();
      const raw = JSON.stringify(
        textDelivery({ from: `91${number}`, id: nextMessageId(), body: 'Hi Tika!' }),
      );
      const tampered = raw.replace('Hi Tika!', 'Hi Tika?');
      expect((await postRaw(ctx, tampered, sign(raw))).statusCode).toBe(403);
      // Re-serialising the same JSON differently is also a different body.
      expect(
        (await postRaw(ctx, JSON.stringify(JSON.parse(raw), null, 2), sign(raw))).statusCode,
      ).toBe(403);
      expect(await usersWithNumber(ctx, number)).toEqual([]);
    });

    it.each([
      ['missing', null],
      ['empty', ''],
      ['without the sha256= prefix', 'PREFIXLESS'],
      ['forged', `sha256=${'A'.repeat(64)}`],
    ])('refuses a %s signature', async (_case, signature) => {
      const number = phoneNumber();
      const raw = JSON.stringify(
        textDelivery({ from: `91${number}`, id: nextMessageId(), body: 'Hi Tika!' }),
      );
      const header = signature === 'PREFIXLESS' ? sign(raw).slice('sha256='.length) : signature;
      const res = await postRaw(ctx, raw, header);
      expect(res.statusCode).toBe(403);
      expect(await usersWithNumber(ctx, number)).toEqual([]);
    });

    it('answers 400 to a correctly signed body that is not JSON', async () => {
      const raw = 'not json at all';
      const res = await postRaw(ctx, raw, sign(raw));
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('WhatsApp webhook without an app secret', () => {
  const ctx = useTestApp();

  it('refuses every delivery, since signatures cannot be checked', async () => {
    const number = phoneNumber();
    const raw = JSON.stringify(
      textDelivery({ from: `91${number}`, id: 'wamid.NOSECRET', body: 'Hi Tika!' }),
    );
    const res = await postRaw(ctx, raw, sign(raw));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await usersWithNumber(ctx, number)).toEqual([]);
    // An empty secret must not make an HMAC under "" acceptable either.
    expect((await postRaw(ctx, raw, sign(raw, ''))).statusCode).toBe(403);
  });

  it('refuses the subscription check when no verify token is configured', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=&hub.challenge=12345`,
    });
    expect(res.statusCode).toBe(403);
    const withAnyToken = await ctx.app.inject({
      method: 'GET',
      url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345`,
    });
    expect(withAnyToken.statusCode).toBe(403);
  });
});
