import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * Helpers around the dev-mode WhatsApp outbox (GET /api/dev/outbox/?to=…, newest first):
 * the OTPs and sign-in links Tika "sends" land there instead of on a phone.
 */

export interface OutboxMessage {
  to: string;
  kind: string;
  text: string;
  created_at: string;
}

let counter = 0;

/**
 * A fresh, valid Indian mobile number (starts with 9) for one test: the clock keeps runs
 * apart, the worker index keeps parallel workers apart, the counter keeps calls apart.
 */
export function uniqueNumber(): string {
  counter = (counter + 1) % 100;
  const clock = String(Date.now() % 1_000_000).padStart(6, '0');
  const worker = String(test.info().parallelIndex % 10);
  return `9${clock}${worker}${String(counter).padStart(2, '0')}`;
}

export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get('/api/dev/outbox/', { params: { to } });
  expect(res.ok(), `GET /api/dev/outbox/?to=${to} → ${res.status()}`).toBe(true);
  return (await res.json()) as OutboxMessage[];
}

interface WaitOptions {
  /** Only messages created at or after this moment count (take it just before the action that sends). */
  since?: Date;
  timeout?: number;
}

/** Polls the outbox until a message of `kind` for `to` arrives, and returns the newest one. */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  kind: string,
  { since, timeout = 10_000 }: WaitOptions = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, to);
        found = messages.find(
          (m) => m.kind === kind && (!since || new Date(m.created_at).getTime() >= since.getTime()),
        );
        return found !== undefined;
      },
      { message: `a '${kind}' message to ${to} in the dev outbox`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The 4-digit code of the newest OTP message to `to`. */
export async function latestOtp(
  request: APIRequestContext,
  to: string,
  options?: WaitOptions,
): Promise<string> {
  const message = await latestMessage(request, to, 'otp', options);
  const code = /\b(\d{4})\b/.exec(message.text)?.[1];
  expect(code, `an OTP in "${message.text}"`).toBeDefined();
  return code!;
}

/** The /verify?token=… URL of the newest sign-in link sent to `to`. */
export async function latestSignInLink(
  request: APIRequestContext,
  to: string,
  options?: WaitOptions,
): Promise<string> {
  const message = await latestMessage(request, to, 'sign_in_link', options);
  const link = /https?:\/\/\S+\/verify\?token=\S+/.exec(message.text)?.[0];
  expect(link, `a sign-in link in "${message.text}"`).toBeDefined();
  return link!;
}

/** The single-use token carried by a sign-in link. */
export const linkToken = (link: string): string => new URL(link).searchParams.get('token') ?? '';

/** A parent writes to Tika on WhatsApp (dev stand-in); returns the sign-in link of the reply. */
export async function messageTikaOnWhatsApp(
  request: APIRequestContext,
  from: string,
  name = 'Test Parent',
  text = 'Hi Tika! Please sign me up.',
): Promise<string> {
  const since = new Date();
  const res = await request.post('/api/dev/whatsapp/inbound/', { data: { from, text, name } });
  expect(res.ok(), `POST /api/dev/whatsapp/inbound/ → ${res.status()}`).toBe(true);
  return latestSignInLink(request, from, { since });
}

/** Uses a sign-in link through the API and returns the new session's access token. */
export async function accessTokenFromLink(
  request: APIRequestContext,
  link: string,
): Promise<string> {
  const res = await request.post('/api/auth/link/verify/', { data: { token: linkToken(link) } });
  expect(res.ok(), `POST /api/auth/link/verify/ → ${res.status()}`).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * A registered parent with a verified number and one child, made through the API, with the
 * access token of a fresh session: for tests that start inside the app.
 */
export async function onboardedParent(
  request: APIRequestContext,
  name = 'Meera Shah',
): Promise<{ number: string; token: string; firstName: string }> {
  const number = uniqueNumber();
  const token = await accessTokenFromLink(
    request,
    await messageTikaOnWhatsApp(request, number, name),
  );
  const res = await request.post('/api/vaccinetracker/onboarding/', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Anaya', dob: '2024-01-15', gender: 'girl' },
  });
  expect(res.status(), 'POST /api/vaccinetracker/onboarding/').toBe(201);
  return { number, token, firstName: name.split(' ')[0]! };
}

/** Signs the browser in the way a deep link would: /token?token=… → /dashboard. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.goto(`/token?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/dashboard$/);
}
