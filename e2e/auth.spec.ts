import { expect, type Page, test } from '@playwright/test';
import { pickDate } from './support/children';
import {
  accessTokenFromLink,
  latestOtp,
  latestSignInLink,
  linkToken,
  messageTikaOnWhatsApp,
  onboardedParent,
  signInWithToken,
  uniqueNumber,
} from './support/outbox';

const CHAT_TEXT = 'Hi Tika! Please sign me up.';
const NOT_REGISTERED_PROMPT =
  "You haven't registered with us yet. Please Click below Button to Register";
const USED_LINK_MESSAGE =
  'This link has expired or was already used. Send us a message on WhatsApp for a new one.';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Sign-up progress' });
const otpBoxes = (page: Page) =>
  page.getByRole('group', { name: 'One-time password' }).getByRole('textbox');
/** Types a code into the four boxes: focus moves on by itself, the fourth digit submits. */
const typeOtp = (page: Page, code: string) =>
  page.getByLabel('Digit 1', { exact: true }).pressSequentially(code);
/** A 4-digit code that is surely not `code`. */
const wrongOtp = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** The three steps of /onboarding/profile, checking that Previous goes back a step. */
async function addFirstChild(page: Page, childName: string) {
  await expect(page.getByRole('heading', { name: 'What is your child’s name?' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill(childName);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { name: `Is ${childName} a girl or a boy?` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: 'What is your child’s name?' })).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue(childName);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('radio', { name: 'Girl' }).click();
  await expect(page.getByRole('radio', { name: 'Girl' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Boy' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: `When was ${childName} born?` })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Girl' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await pickDate(page.locator('form'), 'Birth date', '2024-03-10');
  await page.getByRole('button', { name: 'Save' }).click();
}

test.describe('sign-up through the WhatsApp chat link', () => {
  test('a new parent writes on WhatsApp, opens the link, adds a child and reaches the dashboard', async ({
    page,
    context,
  }) => {
    await page.goto('/onboarding');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');

    const chatLink = page.getByRole('link', { name: 'Continue with Whatsapp' });
    await expect(chatLink).toHaveAttribute('target', '_blank');
    await expect(chatLink).toHaveAttribute('href', /^\/dev\/whatsapp\?text=/);
    const [chat] = await Promise.all([context.waitForEvent('page'), chatLink.click()]);
    await expect(chat).toHaveURL(/\/dev\/whatsapp\?text=/);
    await expect(chat.getByLabel('Message', { exact: true })).toHaveValue(CHAT_TEXT);

    const number = uniqueNumber();
    await chat.getByLabel('Your WhatsApp number').fill(number);
    await chat.getByLabel('Your name on WhatsApp').fill('Priya Nair');
    await chat.getByRole('button', { name: 'Send message' }).click();

    const reply = chat
      .getByRole('region', { name: 'Replies from Tika' })
      .getByRole('link', { name: /\/verify\?token=/ });
    await expect(reply).toBeVisible();
    await expect(reply).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/verify\?token=/);
    await reply.click();

    await expect(chat).toHaveURL(/\/onboarding\/profile$/);
    expect(chat.url()).not.toContain('token=');
    await expect(progress(chat)).toHaveAttribute('aria-valuenow', '2');

    // Previous on the first child step: back to the sign-in step, still signed in; Next carries on.
    await chat.getByRole('button', { name: 'Previous' }).click();
    await expect(chat).toHaveURL(/\/onboarding$/);
    await expect(progress(chat)).toHaveAttribute('aria-valuenow', '1');
    await expect(chat.getByRole('heading', { name: 'Welcome to Tika' })).toBeVisible();
    await chat.getByRole('button', { name: 'Next' }).click();
    await expect(chat).toHaveURL(/\/onboarding\/profile$/);

    await addFirstChild(chat, 'Anaya');
    await expect(chat).toHaveURL(/\/dashboard$/);
    await expect(chat.getByRole('heading', { level: 1, name: 'Anaya' })).toBeVisible();
  });

  test('a link with something that cannot be a referral code stores nothing', async ({ page }) => {
    await page.goto(`/refer/${'X'.repeat(70)}`);
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Continue with Whatsapp' })).toHaveAttribute(
      'href',
      `/dev/whatsapp?text=${encodeURIComponent(CHAT_TEXT)}`,
    );
  });

  test('a referral code rides along in the chat text', async ({ page, context, request }) => {
    await page.goto('/refer/ASHA2026');
    await expect(page).toHaveURL(/\/onboarding$/);

    const chatLink = page.getByRole('link', { name: 'Continue with Whatsapp' });
    const [chat] = await Promise.all([context.waitForEvent('page'), chatLink.click()]);
    await expect(chat.getByLabel('Message', { exact: true })).toHaveValue(
      `${CHAT_TEXT} (ref: ASHA2026)`,
    );

    const number = uniqueNumber();
    await chat.getByLabel('Your WhatsApp number').fill(number);
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(
      chat
        .getByRole('region', { name: 'Replies from Tika' })
        .getByRole('link', { name: /\/verify\?token=/ }),
    ).toBeVisible();
    expect(await latestSignInLink(request, number)).toContain('/verify?token=');
  });
});

test.describe('OTP login', () => {
  test('number checks, unregistered numbers, a wrong code, then the right one', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request, 'Kavya Rao');
    await page.goto('/login');
    const field = page.getByLabel('WhatsApp number');

    // Digits only, ten at most.
    await field.pressSequentially('9a8b');
    await expect(field).toHaveValue('98');
    await field.fill('');
    await field.pressSequentially('98765432101234');
    await expect(field).toHaveValue('9876543210');

    await field.fill('987654321');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter valid number' }),
    ).toBeVisible();

    // An unknown number: the server's message, and the way to register.
    await field.fill(uniqueNumber());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('This number is not registered with Tika.')).toBeVisible();
    const prompt = page.getByRole('status').filter({ hasText: NOT_REGISTERED_PROMPT });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    // The toast carries the server message, the panel the prompt: the prompt is on screen once.
    await expect(page.getByText(NOT_REGISTERED_PROMPT)).toHaveCount(1);

    // A registered number.
    await field.fill(parent.number);
    const since = new Date();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent to your contact number')).toBeVisible();
    await expect(otpBoxes(page)).toHaveCount(4);
    await expect(page.getByText(/^Resend OTP in (1:00|0:5\d)$/)).toBeVisible();
    const code = await latestOtp(request, parent.number, { since });

    await typeOtp(page, wrongOtp(code));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter valid OTP' }),
    ).toBeVisible();
    await expect(otpBoxes(page).first()).toHaveValue('');

    await typeOtp(page, code);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anaya' })).toBeVisible();
  });

  test('the Register button of an unknown number leads to /onboarding', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('WhatsApp number').fill(uniqueNumber());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('link', { name: 'Continue with Whatsapp' })).toBeVisible();
  });
});

test.describe('Google sign-in (dev stand-in)', () => {
  test('a new Google parent adds a child, verifies the number and reaches the dashboard', async ({
    page,
    request,
  }) => {
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(/\/dev\/google\?/);
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByLabel('E-mail').fill(`parent-${uniqueNumber()}@example.com`);
    await page.getByLabel('First name').fill('Asha');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
    await addFirstChild(page, 'Vihaan');

    await expect(page).toHaveURL(/\/onboarding\/contact$/);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
    // With a child added, Previous leads back to the sign-in step, not to adding a second child.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/onboarding\/contact$/);
    const number = uniqueNumber();
    await page.getByLabel('WhatsApp number').fill(number);
    const since = new Date();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await typeOtp(page, await latestOtp(request, number, { since }));

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vihaan' })).toBeVisible();
  });

  test("another browser cannot finish someone's Google sign-in (login CSRF)", async ({
    page,
    browser,
  }) => {
    // The attacker starts a sign-in and gets a code for their own account…
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dev\/google\?/);
    const state = new URL(page.url()).searchParams.get('state')!;
    const code = `dev.${Buffer.from(JSON.stringify({ email: `attacker-${uniqueNumber()}@example.com`, given_name: 'Mallory' })).toString('base64url')}`;
    const trap = `/onboarding?${new URLSearchParams({ code, state })}`;

    // …and sends the victim the link back to Tika. The victim's browser signs nobody in.
    const victim = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const victimPage = await victim.newPage();
      await victimPage.goto(trap);
      await expect(
        victimPage.getByText(
          'This sign-in was started in another browser. Please sign in with Google again here.',
        ),
      ).toBeVisible();
      await expect(victimPage).toHaveURL(/\/onboarding$/);
      expect(await victimPage.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      expect((await victim.cookies()).map((c) => c.name)).not.toContain('access_token');
    } finally {
      await victim.close();
    }

    // Only the browser that started the sign-in can finish it.
    await page.goto(trap);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
  });

  test("'Click here Login' on /onboarding goes to /login", async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page.getByText('Already have an Account?')).toBeVisible();
    await page.getByRole('link', { name: 'Click here Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in to Tika' })).toBeVisible();
  });
});

test.describe('session rules', () => {
  test('no token, or one the server refuses, sends /dashboard to /onboarding', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.evaluate(() => localStorage.setItem('access_token', 'garbage-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('/token?token= keeps a valid token and drops it from the address bar', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request);
    await page.goto(`/token?token=${encodeURIComponent(parent.token)}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anaya' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(parent.token);

    await page.goto('/token?token=not-a-session');
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('/register-webinar signs a new parent in with the WhatsApp link, like /verify', async ({
    page,
    context,
    request,
  }) => {
    const link = await messageTikaOnWhatsApp(request, uniqueNumber(), 'Webinar Parent');
    await page.goto(`/register-webinar?token=${linkToken(link)}`);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    expect(page.url()).not.toContain('token=');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

    // Single use: the same link again is refused.
    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    await page.goto(`/register-webinar?token=${linkToken(link)}`);
    await expect(page.getByText(USED_LINK_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('/verify with a used or bogus link shows the server message and goes to /onboarding', async ({
    page,
    request,
  }) => {
    const link = await messageTikaOnWhatsApp(request, uniqueNumber());
    await accessTokenFromLink(request, link);

    await page.goto(`/verify?token=${linkToken(link)}`);
    await expect(page.getByText(USED_LINK_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.goto('/verify?token=bogus');
    await expect(page.getByText(USED_LINK_MESSAGE).first()).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('logout clears storage and cookies, and the old token stops working', async ({
    page,
    context,
    request,
  }) => {
    const parent = await onboardedParent(request);
    await signInWithToken(page, parent.token);
    expect((await context.cookies()).map((c) => c.name)).toContain('access_token');

    await page.goto('/userprofile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await context.cookies()).toEqual([]);

    const res = await request.post('/api/token/verify/', { data: { token: parent.token } });
    expect(res.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding$/);
  });
});

test.describe('changing the number', () => {
  test('a new number verified by OTP replaces the old one', async ({ page, request }) => {
    const parent = await onboardedParent(request);
    await signInWithToken(page, parent.token);
    await page.goto('/userprofile');
    // The reminders card names the number too; the parent's details are what this test is about.
    const details = page.getByRole('region', { name: 'Parent details' });
    await expect(details.getByText(`+91 ${parent.number}`)).toBeVisible();
    await details.getByRole('link', { name: 'Change' }).click();
    await expect(page).toHaveURL(/\/userprofile\/updatecontact$/);

    const number = uniqueNumber();
    await page.getByLabel('WhatsApp number').fill(number);
    const since = new Date();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await typeOtp(page, await latestOtp(request, number, { since }));

    await expect(page.getByText('Contact number updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/userprofile$/);
    await expect(details.getByText(`+91 ${number}`)).toBeVisible();
    await expect(page.getByText(`+91 ${parent.number}`)).toHaveCount(0);
  });
});
