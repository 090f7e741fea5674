import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { parentWithChildren, TINY_PNG, toast } from './support/children';
import {
  latestOtp,
  messageTikaOnWhatsApp,
  onboardedParent,
  signInWithToken,
  uniqueNumber,
} from './support/outbox';
import { addMedicalRecord } from './support/records';
import { expectPictureLoaded, slideRegion, type WalkStory } from './support/story-walk';

/**
 * The session's cookie in a real browser: the server sets it HttpOnly (no script sees it), the
 * pictures and files it exists for still load, logout and an ended session take every cookie
 * away, an ended session says so once, and a file link opened without a session goes through
 * sign-in and back to the file.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookieNamed = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);
const absolute = (page: Page, path: string) => new URL(path, page.url()).toString();
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token'));

/** The server's session cookie, as the browser keeps it, for the token the page holds. */
async function expectServerSessionCookie(page: Page): Promise<void> {
  const cookie = await cookieNamed(page.context(), 'access_token');
  expect(cookie, 'the access_token cookie').toMatchObject({
    value: await storedToken(page),
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    // Served over http in these tests; https deployments add Secure (PUBLIC_URL decides).
    secure: false,
  });
  // About 90 days ahead, what is left of the session's absolute lifetime.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(89 * 24 * 3600 * 1000);
  expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
}

async function todaysStory(request: APIRequestContext, token: string): Promise<WalkStory> {
  const res = await request.get('/api/features/meal-stories/', { headers: bearer(token) });
  expect(res.ok(), `GET /api/features/meal-stories/ → ${res.status()}`).toBe(true);
  const { stories } = (await res.json()) as { stories: WalkStory[] };
  return stories.find((s) => !s.locked)!;
}

test.describe('the session cookie', () => {
  test('Google sign-in: the server sets it HttpOnly, a changed number renews it, logout takes every cookie', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dev\/google\?/);
    await page.getByLabel('E-mail').fill(`cookie-${uniqueNumber()}@example.com`);
    await page.getByLabel('First name').fill('Asha');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding\/profile$/);

    await expectServerSessionCookie(page);
    expect(await cookieNamed(context, 'tika_google_signin')).toMatchObject({
      path: '/api/auth/google',
      httpOnly: true,
      sameSite: 'Lax',
    });

    // A child through the API, then the number verified in the app: that rotates the session,
    // and the answer brings the new session's cookie.
    const firstToken = (await storedToken(page))!;
    const child = await request.post('/api/vaccinetracker/onboarding/', {
      headers: bearer(firstToken),
      data: { name: 'Anaya', dob: '2024-01-15', gender: 'girl' },
    });
    expect(child.status()).toBe(201);
    await page.goto('/onboarding/contact');
    const number = uniqueNumber();
    await page.getByLabel('WhatsApp number').fill(number);
    const since = new Date();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    // The first box has the focus; focus moves on by itself and the fourth digit submits.
    const code = await latestOtp(request, number, { since });
    await expect(page.getByRole('group').getByRole('textbox').first()).toBeFocused();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedToken(page)).not.toBe(firstToken);
    await expectServerSessionCookie(page);

    await page.goto('/userprofile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect.poll(() => context.cookies()).toEqual([]);
  });

  test('a session from before the cookie gets it with its first request, and story pictures load with it', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request);
    const story = await todaysStory(request, parent.token);
    // /token keeps the token in local storage only, as sessions did before the server set it.
    await signInWithToken(page, parent.token);
    await expectServerSessionCookie(page);

    await page.goto(`/story/${story.story_code}`);
    await page.getByRole('button', { name: 'Start reading' }).click();
    const slide = story.meta_slides[0] ?? story.stories_slides[0]!;
    await expectPictureLoaded(
      slideRegion(page).getByRole('img', { name: slide.image_alt_en, exact: true }),
      slide.image_en_url,
    );
  });

  test('a session that ends with requests in flight says so once, and its cookie goes', async ({
    page,
    context,
    request,
  }) => {
    const parent = await onboardedParent(request);
    await signInWithToken(page, parent.token);
    await expectServerSessionCookie(page);

    // Ended elsewhere (another device's logout); the dashboard then asks several things at once.
    const ended = await request.post('/api/auth/logout/', { headers: bearer(parent.token) });
    expect(ended.ok()).toBe(true);
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 401 && res.request().headers().authorization) refused.push(res.url());
    });
    await page.goto('/dashboard');

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(toast(page, 'Your session has ended')).toBeVisible();
    expect(refused.length, `the refused requests: ${refused.join(', ')}`).toBeGreaterThan(1);
    await expect(toast(page, 'Your session has ended')).toHaveCount(1);
    await expect.poll(() => cookieNamed(context, 'access_token')).toBeUndefined();
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('a file link opened without a session', () => {
  test('goes to sign-in, and back to the file once signed in; a script still gets 401', async ({
    page,
    request,
  }) => {
    const parent = await parentWithChildren(request, [{ name: 'Anaya', dob: '2024-01-15' }]);
    const record = await addMedicalRecord(request, parent.token, parent.children[0]!.id, {
      purpose: 'Fever',
      note: 'Paracetamol',
      file: { name: 'prescription.png', mimeType: 'image/png', buffer: TINY_PNG },
    });

    // A copied link, in a browser that has no session: the sign-in page, not JSON.
    await page.goto(record.record_url);
    await expect(page).toHaveURL(
      absolute(page, `/onboarding?${new URLSearchParams({ next: record.record_url })}`),
    );
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    // A script asking for it without a session still gets the API's answer.
    const byScript = await page.request.get(record.record_url, {
      headers: { accept: 'application/json' },
    });
    expect(byScript.status()).toBe(401);
    expect(await byScript.json()).toMatchObject({ code: 'unauthenticated' });

    // Signed in by the link WhatsApp sends back, in this same tab: the file.
    const link = await messageTikaOnWhatsApp(request, parent.number);
    const file = page.waitForResponse((res) => res.url().endsWith(record.record_url));
    await page.goto(link);
    expect((await file).status()).toBe(200);
    await expect(page).toHaveURL(absolute(page, record.record_url));
    await expect
      .poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a hostile next (//evil.example) is not followed: the parent lands in the app', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request);
    await page.goto('/onboarding?next=//evil.example');
    await page.goto(await messageTikaOnWhatsApp(request, parent.number));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anaya' })).toBeVisible();
  });
});
