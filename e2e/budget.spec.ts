import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { parentWithChildren } from './support/children';

/**
 * The web budget (docs/quality.md): a signed-in parent's first load of /dashboard needs at most
 * 170 KB of gzipped JavaScript, in English and in Hindi. Routes are split, so this is the shell
 * plus the dashboard's own chunks and its language's first messages; the calendar grid, the
 * other tabs, their messages and the cards below the schedule load later.
 */
const BUDGET_KB = 170;

/** Each language, with the heading of the first list the dashboard shows in it. */
const LANGUAGES = [
  { language: 'en', dueNext: 'Due next' },
  { language: 'hi', dueNext: 'अगले टीके' },
] as const;

// The first load as the page asks for it: no service worker fetching the precache alongside.
test.use({ serviceWorkers: 'block' });

for (const { language, dueNext } of LANGUAGES)
  test(`the first load of /dashboard stays within the JavaScript budget (${language})`, async ({
    page,
    context,
    request,
  }) => {
    const parent = await parentWithChildren(request, [{ name: 'Ira', dob: '2025-06-01' }]);
    const saved = await request.put('/api/user/language/', {
      headers: { authorization: `Bearer ${parent.token}` },
      data: { language },
    });
    expect(saved.ok()).toBe(true);
    // Signed in before the first byte, so nothing but /dashboard's own code loads; the device's
    // language in local storage and in the cookie the app keeps beside it (lib/i18n/language.ts),
    // from which the server names that language's messages for the browser to fetch early.
    await context.addCookies([
      { name: 'tika_language', value: language, url: test.info().project.use.baseURL! },
    ]);
    await context.addInitScript(
      ({ token, language }) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem('tika_language', language);
      },
      { token: parent.token, language },
    );

    const scripts = new Map<string, Promise<number>>();
    const bodies: { path: string; text: string }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
      // The size on the wire when served gzipped (zlib's default level, as most servers use).
      scripts.set(
        url.pathname,
        response.body().then((body) => {
          bodies.push({ path: url.pathname, text: body.toString('utf8') });
          return gzipSync(body).length;
        }),
      );
    });

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: dueNext, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all(
      [...scripts].map(async ([path, size]) => ({ path, kb: (await size) / 1024 })),
    );
    sizes.sort((a, b) => b.kb - a.kb);
    const total = sizes.reduce((sum, s) => sum + s.kb, 0);
    console.log(
      `First load of /dashboard (${language}): ${total.toFixed(1)} KB of gzipped JavaScript in ${sizes.length} files (budget ${BUDGET_KB} KB)`,
    );
    for (const s of sizes) console.log(`  ${s.kb.toFixed(1).padStart(6)} KB  ${s.path}`);

    // Sanity: the dashboard's own chunk is among them, so the sum measured the real page.
    expect(sizes.some((s) => /DashboardRoute-[\w-]+\.js$/.test(s.path))).toBe(true);
    // Heavy parts that wait until they are needed: the growth tab and its chart, the records tab,
    // and the calendar's month grid (react-day-picker: its chunk holds the 'rdp-' class names).
    expect(
      sizes
        .filter((s) => /\/(GrowthTab|GrowthChart|RecordsTab|records)-[\w-]+\.js$/.test(s.path))
        .map((s) => s.path),
    ).toEqual([]);
    expect(
      bodies.some((body) => body.text.includes('rdp-month_grid')),
      'the month grid loaded',
    ).toBe(false);
    // Nor does zod: the web reads only the contract's rules, the schemas stay with the API. (Its
    // error class keeps this name when minified.)
    expect(
      bodies.some((body) => body.text.includes('$ZodError')),
      'zod loaded',
    ).toBe(false);
    // Toasts (sonner) load after the first screen, in a chunk of their own, not inside the main bundle.
    const toastScripts = bodies
      .filter((body) => body.text.includes('data-sonner-toaster'))
      .map((body) => body.path);
    expect(toastScripts.length, 'sonner is on the page').toBeGreaterThan(0);
    expect(
      toastScripts.filter((p) => /\/index-[\w-]+\.js$/.test(p)),
      'sonner inside the main bundle',
    ).toEqual([]);
    expect(total, `gzipped JavaScript on the first load of /dashboard (KB)`).toBeLessThanOrEqual(
      BUDGET_KB,
    );
  });
