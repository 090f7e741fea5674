import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  addChild,
  addDays,
  addMonths,
  calendarDayName,
  daysBetween,
  displayDate,
  expectAccessibleSheet,
  expectNoSidewaysScroll,
  expectVaccines,
  openCalendarAt,
  parentWithChildren,
  parentWithoutChildren,
  pastMidMonthDay,
  pickDate,
  sheet,
  TIME_ZONE,
  toast,
  today,
  upcomingGroups,
  updateChild,
  VACCINE_LISTS,
  vaccineList,
  vaccineRow,
} from './support/children';
import { signInWithToken } from './support/outbox';
import { attachPng, submitSheet } from './support/sheets';

// The app counts days in the browser's zone and the server in the parent's (India by default).
test.use({ timezoneId: TIME_ZONE });

/** The IAP-ACVIP doses of the first months (docs/decisions/0006-schedules-as-data.md). */
const BIRTH = ['BCG', 'OPV 0', 'Hep B 1'];
const WEEK_6 = ['DTwP/DTaP 1', 'IPV 1', 'Hib 1', 'Hep B 2', 'Rotavirus 1', 'PCV 1'];
const WEEK_10 = ['DTwP/DTaP 2', 'IPV 2', 'Hib 2', 'Hep B 3', 'Rotavirus 2', 'PCV 2'];
const WEEK_14 = ['DTwP/DTaP 3', 'IPV 3', 'Hib 3', 'Hep B 4', 'Rotavirus 3', 'PCV 3'];
/** Due at 6 months whatever the date; the first flu dose follows the flu season instead. */
const TCV = 'Typhoid conjugate (TCV)';

/** A parent without children, signed in by link: the app asks for the first child. */
async function onOnboardingWithoutChildren(page: Page, request: APIRequestContext) {
  const parent = await parentWithoutChildren(request);
  await page.goto(`/token?token=${encodeURIComponent(parent.token)}`);
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
}

/** A parent of Anaya (born Jan 2024) and Vihaan (two months old), signed in on the profile page. */
async function onProfileWithAnayaAndVihaan(page: Page, request: APIRequestContext) {
  const parent = await parentWithChildren(request, [
    { name: 'Anaya', dob: '2024-01-15' },
    { name: 'Vihaan', dob: addDays(today(), -60), gender: 'boy' },
  ]);
  await signInWithToken(page, parent.token);
  await page.goto('/userprofile');
  return parent;
}

const childHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const childCards = (page: Page) => page.getByRole('list', { name: 'Your children' });
/** The button that selects a child on /userprofile (its name starts with the child's). */
const childCard = (page: Page, name: string) =>
  childCards(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });

test.describe('vaccination lists', () => {
  test('a child born today: the Birth doses are due today and the 6-week doses come next', async ({
    page,
    request,
  }) => {
    await onOnboardingWithoutChildren(page, request);

    // Onboarding's last step: the first child, born today.
    const born = today();
    await page.getByLabel('First name', { exact: true }).fill('Kiara');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Girl' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await pickDate(page.locator('form'), 'Birth date', born);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(childHeading(page, 'Kiara')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');

    const [birth, sixWeeks] = [upcomingGroups(page).nth(0), upcomingGroups(page).nth(1)];
    await expect(birth.getByText('Due Today', { exact: true })).toBeVisible();
    await expect(birth).toContainText(`${displayDate(born)} · Birth`);
    await expectVaccines(birth, BIRTH);
    await expect(birth.getByRole('button', { name: 'Mark as given' })).toHaveCount(BIRTH.length);

    // Later groups give their date (42 days on) and how far off it is; any dose can be marked.
    const sixWeeksDue = addDays(born, 42);
    expect(daysBetween(born, sixWeeksDue)).toBe(42);
    await expect(
      sixWeeks.getByText(`Due on ${displayDate(sixWeeksDue)} · in 1 month`, { exact: true }),
    ).toBeVisible();
    await expect(sixWeeks).toContainText('6 weeks');
    await expectVaccines(sixWeeks, WEEK_6);
    await expect(sixWeeks.getByRole('button', { name: 'Mark as given' })).toHaveCount(
      WEEK_6.length,
    );

    for (const list of ['Overdue & catch-up', 'Pending status update', 'Completed'] as const)
      await expect(vaccineList(page, list)).toHaveCount(0);
  });

  test('a child born 100 days ago and added now: earlier doses await a status update, 6 months is next', async ({
    page,
    request,
  }) => {
    const dob = addDays(today(), -100);
    const parent = await parentWithChildren(request, [{ name: 'Ishaan', dob, gender: 'boy' }]);
    await signInWithToken(page, parent.token);
    await expect(childHeading(page, 'Ishaan')).toBeVisible();

    const missed = vaccineList(page, 'Pending status update');
    await expect(missed.getByRole('heading')).toContainText('21');
    await expectVaccines(missed, [...BIRTH, ...WEEK_6, ...WEEK_10, ...WEEK_14]);
    await expect(vaccineRow(missed, 'BCG')).toContainText(
      `We don't know if this was given · due ${displayDate(dob)}`,
    );
    await expect(vaccineRow(missed, 'PCV 3')).toContainText(`due ${displayDate(addDays(dob, 98))}`);
    await expect(missed.getByRole('button', { name: 'Mark as given' })).toHaveCount(21);
    // Nothing fell due between the day the child was added (today) and yesterday.
    await expect(vaccineList(page, 'Overdue & catch-up')).toHaveCount(0);

    // What can be done now comes first; the unknown past and later dates follow.
    const shown = await page
      .getByRole('region', { name: new RegExp(`^(${VACCINE_LISTS.join('|')})$`) })
      .evaluateAll((regions) =>
        regions.map(
          (r) => document.getElementById(r.getAttribute('aria-labelledby')!)?.textContent,
        ),
      );
    // Last, shut, the doses the schedule will not need (the sixth flu season, HPV 3).
    expect(shown).toEqual(['Due next', 'Upcoming', 'Pending status update', 'Not needed']);

    const sixMonths = addMonths(dob, 6);
    const next = upcomingGroups(page).first();
    await expect(
      next.getByText(`Due in ${daysBetween(today(), sixMonths)} Days`, { exact: true }),
    ).toBeVisible();
    await expect(next).toContainText(`${displayDate(sixMonths)} · `);
    await expect(
      vaccineRow(next, TCV).getByRole('button', { name: 'Mark as given' }),
    ).toBeVisible();
  });

  test('mark a vaccine complete with a date, a note and a prescription, then incomplete again', async ({
    page,
    context,
    request,
  }) => {
    const dob = pastMidMonthDay(20);
    const parent = await parentWithChildren(request, [{ name: 'Myra', dob }]);
    await signInWithToken(page, parent.token);

    const missed = vaccineList(page, 'Pending status update');
    await vaccineRow(missed, 'BCG').getByRole('button', { name: 'Mark as given' }).click();
    const form = sheet(page, 'Mark as given');
    await expectAccessibleSheet(form);
    await expect(form).toContainText(`Due ${displayDate(dob)}`);

    // No date yet.
    await form.getByRole('button', { name: 'Mark as given' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please choose the vaccination date');

    // The calendar offers days from the birth date to today only.
    const grid = await openCalendarAt(form, 'Date of vaccination', dob);
    await expect(
      grid.getByRole('button', { name: calendarDayName(addDays(dob, -1)) }),
    ).toBeDisabled();
    await expect(grid.getByRole('button', { name: calendarDayName(dob) })).toBeEnabled();
    const given = addDays(dob, 1);
    await grid.getByRole('button', { name: calendarDayName(given) }).click();
    await expect(grid).toBeHidden();
    await expect(form.getByRole('button', { name: /^Date of vaccination/ })).toHaveAccessibleName(
      `Date of vaccination ${displayDate(given)}`,
    );
    await expect(form.getByRole('alert')).toHaveCount(0);

    await form.getByLabel('Note').fill('Given at City Clinic, left arm');
    await attachPng(form, 'Prescription (optional)', 'bcg-card.png');
    await submitSheet(form, 'Mark as given', 'Vaccine marked as complete');
    const completed = vaccineList(page, 'Completed');
    const bcg = vaccineRow(completed, 'BCG');
    await expect(bcg).toContainText(`Taken on ${displayDate(given)}`);
    await expect(bcg).toContainText('Given at City Clinic, left arm');
    await expect(vaccineRow(missed, 'BCG')).toHaveCount(0);

    // The prescription opens in a new tab, as the image itself.
    const link = bcg.getByRole('link', { name: 'View prescription' });
    await expect(link).toHaveAttribute('target', '_blank');
    const fileUrl = (await link.getAttribute('href'))!;
    const fileResponse = context.waitForEvent('response', (r) => r.url().includes('/api/files/'));
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const response = await fileResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    await expect(tab).toHaveURL(/\/api\/files\//);
    await expect
      .poll(() => tab.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await tab.close();

    await bcg.getByRole('button', { name: 'Mark as incomplete' }).click();
    const confirm = sheet(page, 'Mark as incomplete?');
    await expectAccessibleSheet(confirm);
    await expect(confirm).toContainText(`Taken on ${displayDate(given)}`);
    await expect(confirm).toContainText(
      'The date, brand, batch, place, note and prescription saved with it will be removed.',
    );
    await submitSheet(confirm, 'Mark as incomplete', 'Vaccine marked as incomplete');
    await expect(vaccineRow(missed, 'BCG')).toBeVisible();
    await expect(vaccineList(page, 'Completed')).toHaveCount(0);
    // The prescription went with it (asked for with the parent's own session).
    expect(
      (
        await request.get(fileUrl, { headers: { authorization: `Bearer ${parent.token}` } })
      ).status(),
    ).toBe(404);
  });

  test('add a vaccine of your own; a date before the birth date is refused', async ({
    page,
    request,
  }) => {
    // 110+ days old: no scheduled dose falls due today (14 weeks is day 98, 6 months after day 180).
    const dob = pastMidMonthDay(110);
    const parent = await parentWithChildren(request, [{ name: 'Advik', dob, gender: 'boy' }]);
    await signInWithToken(page, parent.token);
    await expect(childHeading(page, 'Advik')).toBeVisible();

    await page.getByRole('button', { name: 'Add New Vaccine' }).click();
    const form = sheet(page, 'Add New Vaccine');
    await expectAccessibleSheet(form);
    await form.getByRole('button', { name: 'Add Vaccine' }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Vaccine name is required' }),
    ).toBeVisible();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Please choose the date' }),
    ).toBeVisible();

    await form.getByLabel('Vaccine name').fill('Cholera');
    await pickDate(form, 'Recommended date', today());
    await form.getByLabel('Description').fill('Before the family trip to Kerala');
    await submitSheet(form, 'Add Vaccine', 'Vaccine added successfully');
    const first = upcomingGroups(page).first();
    await expect(first.getByText('Due Today', { exact: true })).toBeVisible();
    await expect(first).toContainText(`${displayDate(today())} · Added by you`);
    await expectVaccines(first, ['Cholera']);
    const cholera = vaccineRow(first, 'Cholera');
    await cholera.getByRole('button', { name: 'About Cholera' }).click();
    await expect(cholera.getByText('Before the family trip to Kerala')).toBeVisible();
    await expect(cholera.getByRole('button', { name: 'Mark as given' })).toBeVisible();

    // The calendar does not offer days before the birth date…
    await page.getByRole('button', { name: 'Add New Vaccine' }).click();
    await expectAccessibleSheet(form);
    await form.getByLabel('Vaccine name').fill('Typhoid booster');
    const grid = await openCalendarAt(form, 'Recommended date', dob);
    await expect(
      grid.getByRole('button', { name: calendarDayName(addDays(dob, -1)) }),
    ).toBeDisabled();
    await grid.getByRole('button', { name: calendarDayName(addDays(dob, 1)) }).click();
    // A date in the past asks whether it was given then.
    await form.getByRole('radio', { name: 'No, not yet' }).check();

    // …and when the birth date moved later on another device meanwhile, the server refuses
    // the now-too-early date and the sheet says why.
    await updateChild(request, parent.token, { ...parent.children[0]!, dob: addDays(dob, 30) });
    await form.getByRole('button', { name: 'Add Vaccine' }).click();
    await expect(form.getByRole('alert')).toHaveText('The date cannot be before the birth date');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Typhoid booster', { exact: true })).toHaveCount(0);
  });
});

test.describe('children', () => {
  test('add a second child from the profile, switch back to the first, and stop at three', async ({
    page,
    request,
  }) => {
    const parent = await parentWithChildren(request, [{ name: 'Anaya', dob: '2024-01-15' }]);
    await signInWithToken(page, parent.token);
    await expect(childHeading(page, 'Anaya')).toBeVisible();

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/userprofile$/);
    await expect(childCard(page, 'Anaya')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: /^Add Child/ }).click();
    await expect(page).toHaveURL(/\/userprofile\/addchild$/);

    await page.getByLabel('First name', { exact: true }).fill('Vihaan');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Boy' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await pickDate(page.locator('form'), 'Birth date', addDays(today(), -30));
    await page.getByRole('button', { name: 'Save' }).click();

    // The new child becomes the selected one.
    await expect(toast(page, 'Child added')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(childHeading(page, 'Vihaan')).toBeVisible();

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByText('Tap a child to switch')).toBeVisible();
    await expect(childCard(page, 'Vihaan')).toHaveAttribute('aria-pressed', 'true');
    await childCard(page, 'Anaya').click();
    await expect(childCard(page, 'Anaya')).toHaveAttribute('aria-pressed', 'true');
    await expect(childCard(page, 'Vihaan')).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(childHeading(page, 'Anaya')).toBeVisible();
    // The choice is remembered.
    await page.reload();
    await expect(childHeading(page, 'Anaya')).toBeVisible();

    // A third child is the last: the Add Child tile goes.
    await addChild(request, parent.token, { name: 'Zoya', dob: addDays(today(), -400) });
    await page.goto('/userprofile');
    await expect(childCards(page).getByRole('button', { name: /^Zoya\b/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Add Child/ })).toHaveCount(0);
    await expect(page.getByText('You have added the maximum of 3 children.')).toBeVisible();
  });

  test('edit a child’s name and delete a child; the only child cannot be deleted', async ({
    page,
    request,
  }) => {
    await onProfileWithAnayaAndVihaan(page, request);

    await page.getByRole('button', { name: 'Edit Vihaan' }).click();
    const edit = sheet(page, /^Edit Vihaan/);
    await expectAccessibleSheet(edit);
    const name = edit.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Vihaan');
    await name.fill('Kabir');
    await submitSheet(edit, 'Save', 'Child Profile updated');
    await expect(childCard(page, 'Kabir')).toBeVisible();
    await expect(childCard(page, 'Vihaan')).toHaveCount(0);
    await childCard(page, 'Kabir').click();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(childHeading(page, 'Kabir')).toBeVisible();

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Delete Kabir' }).click();
    const remove = sheet(page, /^Delete Kabir/);
    await expectAccessibleSheet(remove);
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();

    await expect(toast(page, 'Child Profile deleted')).toBeVisible();
    await expect(remove).toBeHidden();
    await expect(childCard(page, 'Kabir')).toHaveCount(0);
    // The deleted child was selected: the one left takes over.
    await expect(childCard(page, 'Anaya')).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Delete Anaya' }).click();
    await expect(toast(page, 'Cannot delete the only child profile')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(childCard(page, 'Anaya')).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(childHeading(page, 'Anaya')).toBeVisible();
  });
});

test.describe('names in any script', () => {
  test('a child named in Devanagari is added and shown on the dashboard and profile', async ({
    page,
    request,
  }) => {
    await onOnboardingWithoutChildren(page, request);

    await page.getByLabel('First name', { exact: true }).fill('आरव');
    await page.getByLabel('Last name', { exact: true }).fill('शर्मा');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Is आरव a girl or a boy?' })).toBeVisible();
    await page.getByRole('radio', { name: 'Boy' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await pickDate(page.locator('form'), 'Birth date', addDays(today(), -10));
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(childHeading(page, 'आरव शर्मा')).toBeVisible();
    await page.getByRole('link', { name: 'Profile' }).click();
    // (\b in childCard's pattern knows only Latin letters.)
    await expect(
      childCards(page).getByRole('button', { name: /^आरव शर्मा 10 days/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('narrow phones', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('at 320px the profile, the dashboard and the FAQs fit without sideways scrolling', async ({
    page,
    request,
  }) => {
    // Long names (20 letters, the most allowed) and two children: the hint, badges and actions all show.
    const parent = await parentWithChildren(request, [
      { name: 'Aadhya Venkataraman', dob: addDays(today(), -100) },
      { name: 'Vihaan Krishnamurthy', dob: '2024-01-15', gender: 'boy' },
    ]);
    await signInWithToken(page, parent.token);
    await expect(childHeading(page, 'Aadhya Venkataraman')).toBeVisible();
    await expect(vaccineList(page, 'Due next')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('narrow-dashboard.png'), fullPage: true });

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByText('Tap a child to switch')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Vihaan Krishnamurthy' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: test.info().outputPath('narrow-userprofile.png'),
      fullPage: true,
    });
    // The Edit and Delete buttons sit inside the card, fully on screen.
    for (const name of ['Edit Aadhya Venkataraman', 'Delete Vihaan Krishnamurthy']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }

    await page.goto('/legal/faqs');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('FAQs', () => {
  test('the FAQs page answers questions under the public header and footer', async ({ page }) => {
    await page.goto('/legal/faqs');
    await expect(page).toHaveTitle('Frequently asked questions — Tika');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    const questions = page.getByRole('heading', { level: 2 });
    expect(await questions.count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('region', { name: /how do I stop them\?$/ })).toContainText(
      'reply STOP',
    );
  });
});

test.describe('account deletion', () => {
  test('deleting the account signs out everywhere and frees the number', async ({
    page,
    context,
    request,
  }) => {
    const parent = await onProfileWithAnayaAndVihaan(page, request);
    await page.getByRole('link', { name: 'Delete my data' }).click();
    await expect(page).toHaveURL(/\/userprofile\/deletedata$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Delete your account?' }),
    ).toBeVisible();
    await expect(page.getByText(/The profiles of Anaya and Vihaan/)).toBeVisible();

    const button = page.getByRole('button', { name: 'Delete my account' });
    await expect(button).toBeDisabled();
    await page.getByRole('checkbox', { name: /I understand/ }).check();
    await expect(button).toBeEnabled();
    await button.click();

    await expect(toast(page, 'Your account and all its data have been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await context.cookies()).toEqual([]);

    const verify = await request.post('/api/token/verify/', { data: { token: parent.token } });
    expect(verify.status()).toBe(401);
    const login = await request.get('/api/user/login/', {
      params: { contact_number: parent.number },
    });
    expect(login.status()).toBe(404);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/onboarding$/);
  });
});
