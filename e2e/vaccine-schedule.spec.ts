import { expect, type Page, test } from '@playwright/test';
import { ageText } from '@tika/contract';
import {
  addDays,
  addMonths,
  displayDate,
  parentWithChildren,
  pickDate,
  sheet,
  TIME_ZONE,
  toast,
  today,
  vaccineList,
  vaccineRow,
} from './support/children';
import { signInWithToken } from './support/outbox';

/*
 * The schedule engine on the dashboard: doses due before the child was added are cleared in
 * one answer, and a dose given too early is kept, marked as not counting, and repeated.
 */

// The app counts days in the browser's zone and the server in the parent's (India by default).
test.use({ timezoneId: TIME_ZONE });

const childHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.describe('pending status update', () => {
  test('a child added at 5 years: every dose due before is cleared with one answer', async ({
    page,
    request,
  }) => {
    const parent = await parentWithChildren(request, [
      { name: 'Saanvi', dob: addMonths(today(), -60) },
    ]);
    await signInWithToken(page, parent.token);
    await expect(childHeading(page, 'Saanvi')).toBeVisible();

    const missed = vaccineList(page, 'Pending status update');
    const rows = missed.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const pending = await rows.count();
    // Birth to 4–5 years of the IAP schedule: about forty doses.
    expect(pending).toBeGreaterThanOrEqual(30);
    // Each row keeps its own answers as well.
    await expect(missed.getByRole('button', { name: 'Mark as given' })).toHaveCount(pending);
    await expect(missed.getByRole('button', { name: 'Not given' })).toHaveCount(pending);

    await missed.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(missed.getByRole('checkbox', { checked: true })).toHaveCount(pending + 1);
    await missed.getByRole('button', { name: `Update selected (${pending})` }).click();
    const answer = sheet(page, 'Update status');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(`${pending} vaccines due before you joined Tika`);
    await answer.getByRole('radio', { name: 'Given on time, as scheduled' }).check();
    await answer.getByRole('button', { name: 'Save' }).click();
    await expect(answer).toBeHidden();

    // One request answered them all: the list is gone and every dose is in Completed.
    await expect(missed).toHaveCount(0);
    const completed = vaccineList(page, 'Completed');
    await expect(completed.getByRole('listitem')).toHaveCount(pending);
    await expect(vaccineRow(completed, 'BCG')).toContainText(
      `Taken on ${displayDate(parent.children[0]!.dob)}`,
    );
  });
});

test.describe('a dose given too early', () => {
  test('DTwP/DTaP 1 dated at 3 weeks: the date is checked, kept as not counting, and repeated', async ({
    page,
    request,
  }) => {
    // Eight weeks old when added: the 6-week doses await a status update.
    const dob = addDays(today(), -56);
    const threeWeeks = addDays(dob, 21);
    const parent = await parentWithChildren(request, [{ name: 'Reyansh', dob, gender: 'boy' }]);
    await signInWithToken(page, parent.token);
    await expect(childHeading(page, 'Reyansh')).toBeVisible();

    const dose = 'DTwP/DTaP 1';
    const row = page.getByRole('listitem').filter({ has: page.getByText(dose, { exact: true }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Mark as given' }).click();
    const form = sheet(page, 'Mark as given');
    await expect(form).toBeVisible();
    await pickDate(form, 'Date of vaccination', threeWeeks);
    await form.getByRole('button', { name: 'Mark as given', exact: true }).click();

    // The server asks to check the date, under the date; nothing is stored yet.
    await expect(form.getByRole('alert')).toContainText('before 6 weeks of age');
    await expect(form.getByRole('alert')).toContainText('Please check the date');
    await expect(vaccineList(page, 'Completed')).toHaveCount(0);
    await form.getByRole('button', { name: 'Yes, this date is right' }).click();
    await expect(toast(page, 'Vaccine marked as complete')).toBeVisible();
    await expect(form).toBeHidden();

    // Kept as given, marked as not counting…
    const given = vaccineRow(vaccineList(page, 'Completed'), dose);
    await expect(given).toContainText(`Taken on ${displayDate(threeWeeks)}`);
    await expect(given).toContainText('Does not count');
    await expect(given).toContainText('given before 6 weeks of age. It will be repeated.');
    // …and repeated: the same dose again, still to give.
    await expect(row).toHaveCount(2);
    await expect(
      row.filter({ has: page.getByRole('button', { name: 'Mark as given' }) }),
    ).toHaveCount(1);
  });
});

test.describe('the child switcher', () => {
  test('switches child from the dashboard header', async ({ page, request }) => {
    const parent = await parentWithChildren(request, [
      { name: 'Anaya', dob: '2024-01-15' },
      { name: 'Vihaan', dob: addDays(today(), -60), gender: 'boy' },
    ]);
    await signInWithToken(page, parent.token);
    await expect(childHeading(page, 'Anaya')).toBeVisible();

    await page.getByRole('button', { name: 'Switch child' }).click();
    const switcher = sheet(page, 'Your children');
    await expect(switcher).toBeVisible();
    await switcher.getByRole('button', { name: /^Vihaan\b/ }).click();
    await expect(switcher).toBeHidden();
    await expect(childHeading(page, 'Vihaan')).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByText(ageText(parent.children[1]!.dob, today()), { exact: true }),
    ).toBeVisible();
  });
});
