import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { signInLinks, users, whatsappInbound } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { testEnv, useTestApp } from '../../test/app';
import { createParent, phoneNumber } from '../../test/factories';
import { fakeWhatsAppApi } from '../../test/fake-whatsapp';
import { whatsappDelivery, whatsappSignature } from '../../test/whatsapp-webhook';
import { createMessageSender } from './index';
import { MessagingError } from './sender';
import { otpMessage, signInLinkMessage, vaccineReminderMessage } from './templates';
import { WhatsAppCloudSender } from './whatsapp-cloud-sender';

const TOKEN = 'EAAG-test-access-token-do-not-leak';
const PHONE_NUMBER_ID = '109876543210987';

/** A port nothing listens on: bound once on 127.0.0.1, then released. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('WhatsAppCloudSender against a local Graph API', () => {
  const graph = fakeWhatsAppApi();
  const sender = () =>
    new WhatsAppCloudSender({
      apiBase: `${graph.origin}/v21.0`,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
    });

  beforeAll(() => graph.start());
  afterAll(() => graph.stop());
  beforeEach(() => graph.reset());

  it('POSTs to /{phone_number_id}/messages under the base path with the bearer token and JSON', async () => {
    await sender().send(
      signInLinkMessage('9812345678', 'http://localhost:8080/verify?token=abc', 15, 'Meera'),
    );
    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('tolerates a trailing slash on the configured base', async () => {
    const withSlash = new WhatsAppCloudSender({
      apiBase: `${graph.origin}/v21.0/`,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
    });
    await withSlash.send(
      signInLinkMessage('9812345678', 'http://localhost:8080/verify?token=abc', 15, ''),
    );
    expect(graph.requests[0]!.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
  });

  it('sends an OTP as the tika_otp authentication template with the code in the body and the URL button', async () => {
    await sender().send(otpMessage('9812345678', '4821', 10));
    expect(graph.requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'tika_otp',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '4821' }] },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: '4821' }],
          },
        ],
      },
    });
  });

  it("sends a vaccine reminder as the tika_vaccine_reminder utility template in the parent's language", async () => {
    const params: [string, string] = ['आशा', 'आरव: BCG आज'];
    await sender().send(vaccineReminderMessage('9812345678', 'hi', params, 'नमस्ते आशा, …'));
    expect(graph.requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'tika_vaccine_reminder',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'आशा' },
              { type: 'text', text: 'आरव: BCG आज' },
            ],
          },
        ],
      },
    });
  });

  it('sends a sign-in link as a free-form text reply with the link in text.body', async () => {
    const link = 'http://localhost:8080/verify?token=Zm9vYmFy';
    await sender().send(signInLinkMessage('7012345678', link, 15, 'Meera'));
    const body = graph.requests[0]!.body;
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '917012345678',
      type: 'text',
    });
    expect(body.template).toBeUndefined();
    const text = body.text as { body: string; preview_url: boolean };
    expect(text.body).toContain(link);
    expect(text.body).toContain('Hi Meera!');
  });

  it('rejects with MessagingError on a Graph error, without the access token in the message', async () => {
    graph.failNextRequests(1);
    const error = await sender()
      .send(otpMessage('9812345678', '4821', 10))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(error).toBeInstanceOf(MessagingError);
    const message = (error as Error).message;
    expect(message).toContain('400');
    expect(message).toContain('131030');
    expect(message).not.toContain(TOKEN);
    expect(graph.requests).toHaveLength(1);
  });

  it('rejects with MessagingError when the API cannot be reached', async () => {
    const port = await closedPort();
    const unreachable = new WhatsAppCloudSender({
      apiBase: `http://127.0.0.1:${port}/v21.0`,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
    });
    const error = await unreachable.send(otpMessage('9812345678', '4821', 10)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(MessagingError);
    expect((error as Error).message).toMatch(/unreachable/);
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('is what the configuration selects once WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set', async () => {
    const env = testEnv({
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_BASE: graph.origin,
      WHATSAPP_GRAPH_VERSION: 'v25.0',
    });
    // The dev outbox's database is never touched when the Cloud API is configured.
    const configured = createMessageSender(env, {} as Database, systemClock);
    expect(configured.mode).toBe('whatsapp');
    await configured.send(otpMessage('9812345678', '1234', 10));
    expect(graph.requests.map((r) => r.path)).toEqual([`/v25.0/${PHONE_NUMBER_ID}/messages`]);

    expect(createMessageSender(testEnv(), {} as Database, systemClock).mode).toBe('dev-outbox');
  });
});

describe('the API sending through the Cloud API', () => {
  const graph = fakeWhatsAppApi();
  const APP_SECRET = 'cloud-test-app-secret';
  beforeAll(() => graph.start());
  afterAll(() => graph.stop());
  beforeEach(() => graph.reset());
  // Registered after graph.start(), so the fake's port is known when the app is built.
  const ctx = useTestApp({
    env: { WHATSAPP_APP_SECRET: APP_SECRET },
    deps: () => ({
      messaging: new WhatsAppCloudSender({
        apiBase: `${graph.origin}/v21.0`,
        phoneNumberId: PHONE_NUMBER_ID,
        token: TOKEN,
      }),
    }),
  });

  const postWebhook = (payload: unknown) => {
    const raw = JSON.stringify(payload);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook/',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': whatsappSignature(raw, APP_SECRET),
      },
      payload: raw,
    });
  };
  const textMessage = (from: string, id: string, body: string) =>
    whatsappDelivery({
      contacts: [{ profile: { name: 'Kavya Rao' }, wa_id: from }],
      messages: [{ from, id, timestamp: '1764052200', type: 'text', text: { body } }],
    });

  it('delivers a login OTP as the template and the code from it signs in', async () => {
    const parent = await createParent(ctx);
    const sent = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${parent.contactNumber}`,
    });
    expect(sent.statusCode).toBe(200);
    expect(graph.requests).toHaveLength(1);
    const body = graph.requests[0]!.body as {
      to: string;
      template: { name: string; components: Array<{ parameters: Array<{ text: string }> }> };
    };
    expect(body.to).toBe(`91${parent.contactNumber}`);
    expect(body.template.name).toBe('tika_otp');
    const code = body.template.components[0]!.parameters[0]!.text;
    expect(code).toMatch(/^\d{4}$/);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login/',
      payload: { contact_number: parent.contactNumber, otp: code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
  });

  it('answers 502 when Graph refuses the OTP, and the next request may be made at once', async () => {
    const parent = await createParent(ctx);
    graph.failNextRequests(1);
    const failed = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${parent.contactNumber}`,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      message: 'We could not send the OTP on WhatsApp. Please try again.',
      code: 'message_not_sent',
    });
    expect(failed.body).not.toContain(TOKEN);

    // Nothing was recorded, so no resend wait applies.
    const retried = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${parent.contactNumber}`,
    });
    expect(retried.statusCode).toBe(200);
    expect(graph.requests).toHaveLength(2);
  });

  it('replies to a WhatsApp message with the sign-in link as text', async () => {
    const number = phoneNumber();
    expect(
      (await postWebhook(textMessage(`91${number}`, 'wamid.CLOUD1', 'Hi Tika!'))).statusCode,
    ).toBe(200);
    expect(graph.requests).toHaveLength(1);
    const body = graph.requests[0]!.body as { to: string; type: string; text: { body: string } };
    expect(body).toMatchObject({ to: `91${number}`, type: 'text' });
    expect(body.text.body).toMatch(/Hi Kavya!/);
    expect(body.text.body).toMatch(/http:\/\/localhost:8080\/verify\?token=[\w-]+/);
  });

  it('takes back the delivery and its link when the reply cannot be sent, so Meta’s retry of the delivery succeeds', async () => {
    const number = phoneNumber();
    const delivery = textMessage(`91${number}`, 'wamid.CLOUD-RETRY', 'Hi Tika!');
    graph.failNextRequests(1);
    const failed = await postWebhook(delivery);
    expect(failed.statusCode).toBe(500);
    const usersFor = async () =>
      (
        await ctx.database.db
          .select({ n: count() })
          .from(users)
          .where(eq(users.contactNumber, number))
      )[0]!.n;
    // The message proved the number, so the account stays; the unsent link does not.
    expect(await usersFor()).toBe(1);
    const [account] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.contactNumber, number));
    expect(
      await ctx.database.db.select().from(signInLinks).where(eq(signInLinks.userId, account!.id)),
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(whatsappInbound)
        .where(eq(whatsappInbound.messageId, 'wamid.CLOUD-RETRY')),
    ).toEqual([]);

    const retried = await postWebhook(delivery);
    expect(retried.statusCode).toBe(200);
    expect(await usersFor()).toBe(1);
    expect(graph.requests).toHaveLength(2);
    expect((graph.requests[1]!.body as { type: string }).type).toBe('text');
  });
});
