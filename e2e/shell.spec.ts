import { expect, test } from '@playwright/test';
import { E2E_ANDROID_APP_URL, E2E_MARKETING_URL } from '../playwright.config';
import { onboardedParent, signInWithToken } from './support/outbox';

test.describe('app shell', () => {
  test('legal pages show their text with a header and footer', async ({ page }) => {
    await page.goto('/legal/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tika home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page).toHaveTitle(/Terms of Use/);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    await footer.getByRole('link', { name: 'Medical Disclaimer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Disclaimer' })).toBeVisible();
    await expect(page.getByText(/112/).first()).toBeVisible();
  });

  test('the loading screen is drawn before any script runs', async ({ browser }) => {
    // The page as a phone shows it while the main bundle is still on its way (index.html).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dashboard');
    const splash = page.locator('#root .app-splash');
    await expect(splash).toBeVisible();
    await expect(splash.locator('img[src="/logo-mark.svg"]')).toBeVisible();
    await expect(splash).toHaveText('tika');
    await context.close();
  });

  test("a signed-in parent sees 'Go To App' instead of 'Sign Up'", async ({ page }) => {
    await page.goto('/legal/privacy');
    await page.evaluate(() => localStorage.setItem('access_token', 'some-token'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Go To App' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });

  test('the tools page offers the three trackers', async ({ page, request }) => {
    // /tools is behind the session guard: sign in as a parent who has finished onboarding.
    await signInWithToken(page, (await onboardedParent(request)).token);
    await page.goto('/tools');
    await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
    for (const name of ['Vaccination', 'Growth', 'Medical Records']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await page.getByRole('link', { name: /^Growth/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=health$/);
  });

  test("an unknown route shows the router's fallback screen", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByText('We could not find that page.')).toBeVisible();
  });

  test('/ sends the browser to the marketing site', async ({ page }) => {
    await page.route(`${E2E_MARKETING_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Tika marketing</h1>' }),
    );
    await page.goto('/');
    await expect(page).toHaveURL(E2E_MARKETING_URL);
    await expect(page.getByRole('heading', { name: 'Tika marketing' })).toBeVisible();
  });

  test('/app sends Android phones to the store and others to the dashboard', async ({
    browser,
    request,
  }) => {
    const iphone = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
    });
    const page = await iphone.newPage();
    // /dashboard is behind the session guard: sign in as a parent who has finished onboarding.
    await signInWithToken(page, (await onboardedParent(request)).token);
    await page.goto('/app/anything');
    await expect(page).toHaveURL(/\/dashboard$/);
    await iphone.close();

    // The default device (Pixel 7) is an Android phone.
    const android = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile',
    });
    const phone = await android.newPage();
    await phone.route('https://play.tika.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Play Store</h1>' }),
    );
    await phone.goto('/app');
    await expect(phone).toHaveURL(E2E_ANDROID_APP_URL);
    await android.close();
  });

  test('/refer/{code} remembers the code and goes to onboarding', async ({ page }) => {
    await page.goto('/refer/ASHA2026');
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(await page.evaluate(() => localStorage.getItem('referral_code'))).toBe('ASHA2026');
  });

  test('pages carry the security headers', async ({ request }) => {
    const res = await request.get('/legal/terms');
    expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers()['referrer-policy']).toBe('no-referrer');
    expect(res.headers()['cache-control']).toBe('no-cache');
  });
});
