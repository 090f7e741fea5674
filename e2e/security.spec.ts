import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, addMonths, parentWithChildren, TIME_ZONE, today } from './support/children';
import { signInWithToken } from './support/outbox';
import { addMedicalRecord, openDashboardTab, TINY_PDF } from './support/records';

test.use({ timezoneId: TIME_ZONE });

/**
 * Stored text is shown as text, never run as markup: XSS payloads saved in every
 * free-text field through the API, then the pages that show them loaded in Chromium. Names
 * (child, parent) allow letters only, so the API refuses markup there before it is stored.
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return problems;
}

async function expectNoInjection(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  // Nothing of the payloads became an element: no <img src="x">, no script carrying them.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(
    await page.evaluate(() =>
      Array.from(document.scripts).some((s) => s.textContent?.includes('__xss')),
    ),
  ).toBe(false);
}

/** A vaccine of the child's that is due already, marked complete with a note, through the API. */
async function completeDueVaccine(
  request: APIRequestContext,
  token: string,
  childId: string,
  comment: string,
): Promise<void> {
  const dashboard = await request.get('/api/vaccinetracker/dashboard/', {
    headers: bearer(token),
    params: { child_id: childId },
  });
  expect(dashboard.ok()).toBe(true);
  const lists = (await dashboard.json()) as {
    missed_vaccines: Array<{ id: string }>;
    outstanding_vaccines: Array<{ id: string }>;
  };
  const due = [...lists.outstanding_vaccines, ...lists.missed_vaccines][0];
  expect(due, 'a vaccine due already').toBeDefined();
  const res = await request.post('/api/vaccinetracker/dashboard/', {
    headers: bearer(token),
    multipart: { vaccine_id: due!.id, status: 'complete', vaccinated_on: today(), comment },
  });
  expect(res.status(), 'POST /api/vaccinetracker/dashboard/').toBe(200);
}

test.describe('security in the browser', () => {
  test('stored vaccine notes, custom vaccines and medical records render as text, never markup', async ({
    page,
    request,
  }) => {
    const parent = await parentWithChildren(request, [
      { name: 'Aarav', dob: addDays(addMonths(today(), -3), -5), gender: 'boy' },
    ]);
    const child = parent.children[0]!;
    const problems = await watchCsp(page);

    // Names allow letters only: markup is refused, never stored.
    const badName = await request.put('/api/vaccinetracker/onboarding/', {
      headers: bearer(parent.token),
      data: { id: child.id, name: IMG, dob: child.dob },
    });
    expect(badName.status()).toBe(400);
    const badParent = await request.post('/api/user/update-profile/', {
      headers: bearer(parent.token),
      data: { first_name: SCRIPT },
    });
    expect(badParent.status()).toBe(400);

    await completeDueVaccine(request, parent.token, child.id, `Given ${IMG} and ${SCRIPT}`);
    const due = addDays(today(), 20).replaceAll('-', '/');
    for (const [name, description] of [
      [IMG, SCRIPT],
      [SCRIPT, IMG],
    ] as const) {
      const res = await request.post('/api/vaccinetracker/dashboard/addvaccine/', {
        headers: bearer(parent.token),
        data: { child_id: child.id, vaccine_name: name, description, recommended_date: due },
      });
      expect(res.status(), 'POST addvaccine').toBe(201);
    }
    await addMedicalRecord(request, parent.token, child.id, {
      purpose: IMG,
      note: `Note ${SCRIPT} ${IMG}`,
      file: { name: 'rx.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
    });

    await signInWithToken(page, parent.token);
    await openDashboardTab(page, 'home');
    // The custom vaccines' names, and their descriptions behind the info buttons.
    await expect(page.getByText(IMG, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
    for (const name of [IMG, SCRIPT])
      await page.getByRole('button', { name: `About ${name}`, exact: true }).click();
    // Each payload twice now: one vaccine's name and the other's description, all as plain text.
    for (const payload of [IMG, SCRIPT]) {
      const shown = page.getByText(payload, { exact: true });
      await expect(shown).toHaveCount(2);
      for (const element of await shown.all()) await expect(element).toBeVisible();
    }
    // The note on the vaccine given today.
    await expect(page.getByText(`Given ${IMG} and ${SCRIPT}`)).toBeVisible();
    await expectNoInjection(page);

    await openDashboardTab(page, 'notifications');
    await expect(page.getByRole('heading', { name: IMG, exact: true })).toBeVisible();
    await expect(page.getByText(`Note ${SCRIPT} ${IMG}`)).toBeVisible();
    await expectNoInjection(page);
    expect(problems).toEqual([]);
  });

  test('/dashboard is served with the CSP and loads without a single CSP violation', async ({
    page,
    request,
  }) => {
    const parent = await parentWithChildren(request, [
      { name: 'Ira', dob: addMonths(today(), -7), gender: 'girl' },
    ]);
    const problems = await watchCsp(page);
    await signInWithToken(page, parent.token);

    const response = await page.goto('/dashboard');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    // Every tab: charts, records and their styles, fonts and images all under the policy.
    await openDashboardTab(page, 'health');
    await openDashboardTab(page, 'notifications');
    await page.goto('/story');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('the OpenAPI docs page runs under the same CSP', async ({ page }) => {
    const problems = await watchCsp(page);
    const response = await page.goto('/api/docs/');
    expect(response!.headers()['content-security-policy']).toContain("base-uri 'none'");
    // Swagger UI parses its 1.5 MB bundle and resolves the whole spec in the page first:
    // about 2 s on a quiet machine, past the default wait on a loaded one.
    await expect(page.getByRole('heading', { name: /Tika API/ })).toBeVisible({ timeout: 30_000 });
    expect(problems).toEqual([]);
  });
});
