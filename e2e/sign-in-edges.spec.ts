import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addChild, parentWithoutChildren } from './support/children';
import {
  latestOtp,
  onboardedParent,
  readOutbox,
  signInWithToken,
  uniqueNumber,
} from './support/outbox';

/**
 * Rough edges of signing in, found by trying the app as a parent would: asking for a code
 * again within the minute, a short referral code, and onboarding steps already done.
 */

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Sign-up progress' });
const codeStep = (page: Page) => page.getByRole('heading', { name: 'Enter the OTP' });
/** "Resend OTP in 0:45": the minute since the first code, counting down (never a fresh 1:00). */
const resendTimer = (page: Page) => page.getByText(/^Resend OTP in 0:[0-5]\d$/);
/** Types a code into the four boxes: the fourth digit submits. */
const typeOtp = (page: Page, code: string) =>
  page.getByLabel('Digit 1', { exact: true }).pressSequentially(code);

/** The parent the browser is signed in as, from the API. */
async function signedInParent(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token, 'an access token in the browser').toBeTruthy();
  const res = await request.get('/api/user/me/', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `GET /api/user/me/ → ${res.status()}`).toBe(true);
  return {
    token: token!,
    ...((await res.json()) as {
      user: { signup_referral_code: string | null };
      children_count: number;
    }),
  };
}

/** A new parent signs up through the Google stand-in from /onboarding; lands on the child step. */
async function signUpWithGoogle(page: Page, firstName = 'Asha') {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/google\?/);
  await page.getByLabel('E-mail').fill(`parent-${uniqueNumber()}@example.com`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
}

const otpMessages = async (request: APIRequestContext, number: string) =>
  (await readOutbox(request, number)).filter((m) => m.kind === 'otp');

test.describe('asking for a code again within the minute', () => {
  test('on /login, the page asks for the code already sent, and that code signs in', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request, 'Kavya Rao');
    await page.goto('/login');
    await page.getByLabel('WhatsApp number').fill(parent.number);
    const since = new Date();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(codeStep(page)).toBeVisible();
    const code = await latestOtp(request, parent.number, { since });

    // Back to the number, and the same number again: straight to its code, no second code.
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(codeStep(page)).toBeVisible();
    await expect(resendTimer(page)).toBeVisible();
    await expect(page.getByText(/Please wait \d+ seconds/)).toHaveCount(0);

    // A reload forgets the page's state: the server still knows a code is on its way.
    await page.reload();
    await page.getByLabel('WhatsApp number').fill(parent.number);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(codeStep(page)).toBeVisible();
    await expect(resendTimer(page)).toBeVisible();
    expect(await otpMessages(request, parent.number)).toHaveLength(1);

    await typeOtp(page, code);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anaya' })).toBeVisible();
  });

  test('on the onboarding number step too', async ({ page, request }) => {
    await signUpWithGoogle(page, 'Nisha');
    await addChild(request, (await signedInParent(page, request)).token, {
      name: 'Vihaan',
      dob: '2024-03-10',
    });
    await page.goto('/onboarding/contact');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');

    const number = uniqueNumber();
    await page.getByLabel('WhatsApp number').fill(number);
    const since = new Date();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(codeStep(page)).toBeVisible();
    const code = await latestOtp(request, number, { since });

    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(codeStep(page)).toBeVisible();
    await expect(resendTimer(page)).toBeVisible();
    expect(await otpMessages(request, number)).toHaveLength(1);

    await typeOtp(page, code);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vihaan' })).toBeVisible();
  });
});

test.describe('any referral code is kept until sign-up', () => {
  test('/refer/ABC, then signing up with Google, keeps ABC on the new parent', async ({
    page,
    request,
  }) => {
    await page.goto('/refer/ABC');
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBe('ABC');

    await signUpWithGoogle(page, 'Ira');
    const parent = await signedInParent(page, request);
    expect(parent.user.signup_referral_code).toBe('ABC');
    // Sent with the sign-up: the browser keeps it no longer.
    expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBeNull();
  });

  test('/refer/ABC, then signing up through the WhatsApp chat, keeps ABC too', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/refer/ABC');
    await expect(page).toHaveURL(/\/onboarding$/);
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Continue with Whatsapp' }).click(),
    ]);
    await expect(chat.getByLabel('Message', { exact: true })).toHaveValue(
      'Hi Tika! Please sign me up. (ref: ABC)',
    );
    await chat.getByLabel('Your WhatsApp number').fill(uniqueNumber());
    await chat.getByRole('button', { name: 'Send message' }).click();
    await chat
      .getByRole('region', { name: 'Replies from Tika' })
      .getByRole('link', { name: /\/verify\?token=/ })
      .click();
    await expect(chat).toHaveURL(/\/onboarding\/profile$/);

    expect((await signedInParent(chat, request)).user.signup_referral_code).toBe('ABC');
  });

  test('something that cannot be a code is ignored, and never shown', async ({ page, request }) => {
    const markup = '<img src=x onerror="window.__referralRan=1">';
    await page.goto('/refer/GOOD_1');
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto(`/refer/${encodeURIComponent(markup)}`);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Tika' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBe('GOOD_1');
    expect(await page.evaluate(() => 'referralRan' in window)).toBe(false);
    expect(await page.content()).not.toContain('onerror');

    await signUpWithGoogle(page, 'Tara');
    expect((await signedInParent(page, request)).user.signup_referral_code).toBe('GOOD_1');
  });
});

test.describe('onboarding steps already done', () => {
  test('a parent with children and a verified number goes from either step to the dashboard', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request, 'Meera Shah');
    await signInWithToken(page, parent.token);
    for (const step of ['/onboarding/profile', '/onboarding/contact']) {
      await page.goto(step);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Anaya' })).toBeVisible();
      await expect(progress(page)).toHaveCount(0);
    }
  });

  test('a parent with a child but no verified number goes on to the number step', async ({
    page,
    request,
  }) => {
    await signUpWithGoogle(page, 'Diya');
    await addChild(request, (await signedInParent(page, request)).token, {
      name: 'Kabir',
      dob: '2024-05-01',
    });
    await page.goto('/onboarding/profile');
    await expect(page).toHaveURL(/\/onboarding\/contact$/);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
    await expect(page.getByRole('heading', { name: 'Your WhatsApp number' })).toBeVisible();
  });

  test('a parent with a verified number but no child goes back to the child step', async ({
    page,
    request,
  }) => {
    const parent = await parentWithoutChildren(request);
    await page.goto(`/token?token=${encodeURIComponent(parent.token)}`);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await page.goto('/onboarding/contact');
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
    await expect(page.getByRole('heading', { name: 'What is your child’s name?' })).toBeVisible();
  });
});
