import { expect, type Page, test } from '@playwright/test';
import { parentWithChildren, updateChild, VACCINE_LISTS, vaccineList } from './support/children';
import { signInWithToken } from './support/outbox';

/**
 * The installable app: a web app manifest, and a service worker that keeps the app
 * shell and the dashboard's last reads, so a parent opening Tika on a phone without a
 * connection sees the last-loaded dashboard with a clear offline notice — and whose cached
 * answers go when the parent logs out.
 */

const OFFLINE_NOTICE = "You're offline — showing what was last loaded. Changes need a connection.";

/** Waits until the service worker is active and controls this page (clientsClaim). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/** Every URL held in the page's Cache Storage that is an API answer, with its cache's name. */
const cachedApiAnswers = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (new URL(request.url).pathname.startsWith('/api/'))
          found.push(`${name}: ${new URL(request.url).pathname}`);
      }
    }
    return found;
  });

/** The rows of each vaccine list on the Home tab, to compare one load with another. */
async function visibleLists(page: Page): Promise<Record<string, string[]>> {
  const lists: Record<string, string[]> = {};
  for (const title of VACCINE_LISTS) {
    const list = vaccineList(page, title);
    if ((await list.count()) > 0) lists[title] = await list.getByRole('listitem').allInnerTexts();
  }
  return lists;
}

test.describe('installable and offline', () => {
  test('the manifest is linked from every page and served as a web app manifest', async ({
    page,
    request,
  }) => {
    await page.goto('/onboarding');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Tika',
      short_name: 'Tika',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#6b3fd4',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `a ${purpose} ${sizes} icon`).toBeDefined();
      const png = await request.get(icon!.src);
      expect(png.status(), icon!.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }

    // The worker script is served fresh on every check, so an update reaches phones.
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  test('the last-loaded dashboard shows offline with a notice, and logging out leaves no API answers cached', async ({
    page,
    context,
    request,
  }) => {
    const parent = await parentWithChildren(request, [{ name: 'Kavya', dob: '2025-03-10' }]);
    await signInWithToken(page, parent.token);
    await expect(page.getByRole('heading', { level: 1, name: 'Kavya' })).toBeVisible();
    await waitForServiceWorker(page);

    // A second visit, now through the worker: it keeps the dashboard's reads.
    await page.reload();
    await expect(vaccineList(page, 'Due next')).toBeVisible();
    const online = await visibleLists(page);
    expect(Object.keys(online).length).toBeGreaterThan(0);
    await expect
      .poll(() => cachedApiAnswers(page))
      .toEqual(expect.arrayContaining([expect.stringContaining('/api/vaccinetracker/dashboard/')]));
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);

    // Renamed on another device while this phone is offline: the phone shows what it last loaded.
    await context.setOffline(true);
    await updateChild(request, parent.token, { ...parent.children[0]!, name: 'Renamed Elsewhere' });
    await page.reload();

    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kavya' })).toBeVisible();
    await expect(vaccineList(page, 'Due next')).toBeVisible();
    expect(await visibleLists(page)).toEqual(online);
    await page.screenshot({ path: test.info().outputPath('offline-dashboard.png') });

    await page.goto('/userprofile');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

    // Back online, the notice goes; logging out takes the offline copies with the session.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(await cachedApiAnswers(page)).toEqual([]);

    // The next parent on this phone, offline, gets the sign-in screen — never the old dashboard.
    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Kavya' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/onboarding$/);
  });
});
