import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addChild } from './support/children';
import {
  messageTikaOnWhatsApp,
  onboardedParent,
  signInWithToken,
  uniqueNumber,
} from './support/outbox';

/**
 * The parent's language (docs/product/sessions-and-sign-in.md#language): chosen on onboarding's
 * first screen, kept for a new parent at sign-up, changed in the profile, and kept on the device
 * through a reload and a logout. Known words come from the catalogues (locales/hi.po).
 */

const WELCOME = { en: 'Welcome to Tika', hi: 'Tika में आपका स्वागत है' };
const REMINDERS_CARD = { en: 'WhatsApp reminders', hi: 'WhatsApp पर याद' };

/** The parent's language as the server keeps it. */
async function parentLanguage(request: APIRequestContext, page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await request.get('/api/user/me/', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `GET /api/user/me/ → ${res.status()}`).toBe(true);
  return ((await res.json()) as { user: { language: string } }).user.language;
}

const languageCard = (page: Page, name: string) => page.getByRole('region', { name });

test('a new parent chooses हिन्दी first, signs up in Hindi, switches in the profile, and logout keeps it', async ({
  page,
  request,
}) => {
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: WELCOME.en })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await page.getByRole('radio', { name: 'हिन्दी' }).check();
  await expect(page.getByRole('heading', { name: WELCOME.hi })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Signs up through the link the WhatsApp chat replies with, opened on this device.
  const link = new URL(await messageTikaOnWhatsApp(request, uniqueNumber(), 'Priya Nair'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  await expect(page.getByRole('heading', { name: 'आपके बच्चे का नाम क्या है?' })).toBeVisible();
  expect(await parentLanguage(request, page)).toBe('hi');

  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await addChild(request, token!, { name: 'Anaya', dob: '2024-01-15' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Anaya' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'लगा हुआ दर्ज करें' }).first()).toBeVisible();

  // The profile: the language is a card of its own, reminders are only on or off.
  await page.goto('/userprofile');
  await expect(page.getByRole('heading', { name: REMINDERS_CARD.hi })).toBeVisible();
  await expect(languageCard(page, 'भाषा').getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  await languageCard(page, 'भाषा').getByRole('radio', { name: 'English' }).check();
  await expect(page.getByText('Language saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: REMINDERS_CARD.en })).toBeVisible();
  expect(await parentLanguage(request, page)).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { name: REMINDERS_CARD.en })).toBeVisible();
  await expect(
    languageCard(page, 'Language').getByRole('radio', { name: 'English' }),
  ).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Back to Hindi, then logout: the device keeps its language, not the session.
  await languageCard(page, 'Language').getByRole('radio', { name: 'हिन्दी' }).check();
  await expect(page.getByText('भाषा सेव हो गई')).toBeVisible();
  await page.getByRole('button', { name: /^(Logout|लॉग आउट करें)$/ }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: WELCOME.hi })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('tika_language'))).toBe('hi');
});

test("a returning parent's own language wins over the device's", async ({ page, request }) => {
  const parent = await onboardedParent(request, 'Kavya Rao');
  const saved = await request.put('/api/user/language/', {
    headers: { authorization: `Bearer ${parent.token}` },
    data: { language: 'hi' },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/onboarding');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await signInWithToken(page, parent.token);
  await expect(page.getByRole('button', { name: 'लगा हुआ दर्ज करें' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tika_language'))).toBe('hi');
});
