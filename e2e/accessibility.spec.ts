import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addDays, addMonths, parentWithChildren, parentWithoutChildren, sheet, today } from './support/children';
import { latestOtp, onboardedParent, signInWithToken } from './support/outbox';
import { addGrowthRecord, addMedicalRecord, openDashboardTab, TINY_PDF } from './support/records';

/**
 * Accessibility (issue 8): axe (WCAG 2.1 A and AA) finds no serious or critical violation on
 * every screen and every sheet, and the sheets work by keyboard alone.
 */

/** The open sheet (a modal <dialog>) is checked on its own: the page behind it is inert. */
const OPEN_SHEET = 'dialog[open]';

async function checkSheet(page: Page, opener: Locator, title: string | RegExp, label: string): Promise<Locator> {
  await opener.click();
  const dialog = sheet(page, title);
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, label, OPEN_SHEET);
  return dialog;
}

async function closeSheet(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Marks a child's first due vaccine complete through the API, so one shows under Completed. */
async function completeOneVaccine(request: APIRequestContext, token: string, childId: string, on: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const dashboard = (await (await request.get('/api/vaccinetracker/dashboard/', { headers, params: { child_id: childId } })).json()) as {
    missed_vaccines: Array<{ id: string }>;
  };
  const res = await request.post('/api/vaccinetracker/dashboard/', {
    headers,
    multipart: { vaccine_id: dashboard.missed_vaccines[0]!.id, status: 'complete', vaccinated_on: on, comment: '' },
  });
  expect(res.ok(), `POST /api/vaccinetracker/dashboard/ → ${res.status()}`).toBe(true);
}

test.describe('axe: no serious or critical violations', () => {
  test('signing in: /onboarding, /login (number and OTP steps), /legal/terms', async ({ page, request }) => {
    await page.goto('/onboarding');
    await expect(page.getByRole('link', { name: 'Continue with Whatsapp' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/onboarding');

    await page.goto('/legal/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/legal/terms');

    const parent = await onboardedParent(request);
    await page.goto('/login');
    await expect(page.getByLabel('WhatsApp number')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login (number step)');

    const since = new Date();
    await page.getByLabel('WhatsApp number').fill(parent.number);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('group', { name: 'One-time password' })).toBeVisible();
    await latestOtp(request, parent.number, { since });
    await expectNoSeriousA11yViolations(page, '/login (OTP step)');
  });

  test('/onboarding/profile, /userprofile, /userprofile/addchild, /tools', async ({ page, request }) => {
    const newParent = await parentWithoutChildren(request);
    await page.goto(`/token?token=${encodeURIComponent(newParent.token)}`);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await expect(page.getByRole('heading', { name: 'What is your child’s name?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/onboarding/profile');

    const parent = await onboardedParent(request);
    await signInWithToken(page, parent.token);
    for (const path of ['/userprofile', '/userprofile/addchild', '/tools']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  test('/dashboard: the three tabs and every sheet', async ({ page, request }) => {
    // Eleven axe runs on a loaded machine.
    test.setTimeout(90_000);
    const dob = addDays(addMonths(today(), -7), -3);
    const parent = await parentWithChildren(request, [{ name: 'Meher', dob }]);
    const child = parent.children[0]!;
    await completeOneVaccine(request, parent.token, child.id, addDays(dob, 1));
    await addGrowthRecord(request, parent.token, child.id, { recordDate: addDays(today(), -5), weight: 7.5, height: 66 });
    await addMedicalRecord(request, parent.token, child.id, { purpose: 'Blood test', note: 'Fasting', file: { name: 'report.pdf', mimeType: 'application/pdf', buffer: TINY_PDF } });
    await signInWithToken(page, parent.token);

    // Home: the lists and their sheets.
    await expect(page.getByRole('region', { name: 'Completed', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, '/dashboard (Home)');
    await closeSheet(await checkSheet(page, page.getByRole('button', { name: 'Mark as complete' }).first(), 'Mark as complete', 'Mark as complete sheet'));
    await closeSheet(await checkSheet(page, page.getByRole('button', { name: 'Mark as incomplete' }).first(), 'Mark as incomplete?', 'Mark as incomplete sheet'));
    const add = await checkSheet(page, page.getByRole('button', { name: 'Add New Vaccine' }), 'Add New Vaccine', 'Add New Vaccine sheet');
    // With its calendar open too.
    await add.getByRole('button', { name: /^Recommended date/ }).click();
    await expect(add.getByRole('grid')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Add New Vaccine sheet (calendar open)', OPEN_SHEET);
    // Escape closes the calendar first, and the sheet stays.
    await page.keyboard.press('Escape');
    await expect(add.getByRole('grid')).toBeHidden();
    await expect(add).toBeVisible();
    await closeSheet(add);

    // Health Records: growth, its sheet and the delete confirmation.
    await openDashboardTab(page, 'health');
    await expect(page.getByRole('region', { name: 'Latest measurement' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, '/dashboard (Health Records)');
    await closeSheet(await checkSheet(page, page.getByRole('button', { name: 'Add growth record' }), 'Add growth record', 'Add growth record sheet'));
    await closeSheet(await checkSheet(page, page.getByRole('button', { name: /^Delete the record of / }).first(), 'Delete this record?', 'Delete growth record sheet'));

    // Notifications: medical records, their sheet and the delete confirmation.
    await openDashboardTab(page, 'notifications');
    await expect(page.getByRole('heading', { name: 'Blood test', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, '/dashboard (Notifications)');
    await closeSheet(await checkSheet(page, page.getByRole('button', { name: 'Add medical record' }), 'Add medical record', 'Add medical record sheet'));
    await closeSheet(await checkSheet(page, page.getByRole('button', { name: 'Delete Blood test' }), 'Delete this record?', 'Delete medical record sheet'));
  });

  test('/story, the plan sheet and the story viewer', async ({ page, request }) => {
    const parent = await onboardedParent(request);
    await signInWithToken(page, parent.token);
    await page.goto('/story');
    const todays = page.getByRole('region', { name: /^(Today’s|Latest) story$/ });
    await expect(todays.getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, '/story');

    await closeSheet(await checkSheet(page, page.getByRole('button', { name: /^Free trial · ends / }), 'Choose a plan', 'Choose a plan sheet'));

    await todays.getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'story viewer (cover)');
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'story viewer (a slide)');
  });
});

test.describe('sheets by keyboard alone', () => {
  /** Tabs forward until `target` has focus (at most `limit` presses). */
  async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
    for (let i = 0; i < limit; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('could not reach the element with Tab');
  }

  /** Opens the sheet from a focused opener with Enter; focus stays inside while tabbing; Escape closes it and focus returns. */
  async function expectKeyboardSheet(page: Page, opener: Locator, title: string): Promise<void> {
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = sheet(page, title);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Focus is trapped: however far one tabs (forwards and backwards), it stays in the sheet.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body), `Tab ${i + 1} stays in the sheet`).toBe(true);
    }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body), `Shift+Tab ${i + 1} stays in the sheet`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  test('Add New Vaccine and Add growth record: open with Enter, trap focus, close with Escape, focus back on the opener', async ({ page, request }) => {
    const parent = await parentWithChildren(request, [{ name: 'Tara', dob: addDays(addMonths(today(), -4), -2) }]);
    await signInWithToken(page, parent.token);
    await expect(page.getByRole('button', { name: 'Add New Vaccine' })).toBeVisible();
    await expectKeyboardSheet(page, page.getByRole('button', { name: 'Add New Vaccine' }), 'Add New Vaccine');

    await openDashboardTab(page, 'health');
    await expect(page.getByRole('button', { name: 'Add growth record' })).toBeVisible();
    await expectKeyboardSheet(page, page.getByRole('button', { name: 'Add growth record' }), 'Add growth record');
  });
});
