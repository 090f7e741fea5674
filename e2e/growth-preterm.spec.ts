import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addMonths,
  expectAccessibleSheet,
  parentWithChildren,
  pickDate,
  sheet,
  TIME_ZONE,
  toast,
  today,
} from './support/children';
import { signInWithToken } from './support/outbox';
import { openDashboardTab } from './support/records';

// The app counts days in the browser's zone and the server in the parent's (India by default).
test.use({ timezoneId: TIME_ZONE });

const PERCENTILE = String.raw`(\d+(st|nd|rd|th)|below the 1st|above the 99th) percentile`;
const BEFORE_DUE_DATE =
  'Growth is compared with the WHO standards from the baby’s due date; until then your paediatrician uses a preterm chart (e.g. INTERGROWTH-21st or Fenton).';
const CORRECTED_NOTE =
  'Until the second birthday, a baby born before 37 weeks is compared at the corrected age: the age counted from the due date.';

const latestCard = (page: Page) => page.getByRole('region', { name: 'Latest measurement' });
const bornEarly = (scope: Page | Locator) =>
  scope.getByRole('group', { name: 'Born early? Weeks + days at birth' });

/** Adds a weight through the Add growth record sheet, on `date` unless today. */
async function addWeight(page: Page, weight: string, date?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add growth record' }).click();
  const form = sheet(page, 'Add growth record');
  await expectAccessibleSheet(form);
  if (date) await pickDate(form, 'Date measured', date);
  await form.getByLabel('Weight (kg)').fill(weight);
  await form.getByRole('button', { name: 'Add record' }).click();
  await expect(toast(page, 'Growth record added')).toBeVisible();
  await expect(form).toBeHidden();
  // Gone before the next record, so each add is told by its own toast.
  await expect(toast(page, 'Growth record added')).toBeHidden();
}

test('a baby born at 32 weeks: the weeks at birth on her profile, growth at the corrected age', async ({
  page,
  request,
}) => {
  const parent = await parentWithChildren(request, [{ name: 'Anaya', dob: '2023-01-15' }]);
  await signInWithToken(page, parent.token);
  await page.goto('/userprofile/addchild');

  // Three months old, born eight weeks early.
  const dob = addMonths(today(), -3);
  await page.getByLabel('First name', { exact: true }).fill('Mira');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Girl' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await pickDate(page.locator('form'), 'Birth date', dob);
  const early = bornEarly(page);
  await early.getByLabel('Weeks').fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(early.getByRole('alert')).toHaveText('Weeks must be from 22 to 42');
  await early.getByLabel('Weeks').fill('32');
  await expect(early).toContainText('Born early: growth uses the corrected age until 2 years');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Child added')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Weighed at birth: 1.6 kg, with no percentile before the due date, and why.
  await openDashboardTab(page, 'health');
  await addWeight(page, '1.6', dob);
  const card = latestCard(page);
  await expect(card).toContainText('1.6 kg');
  await expect(card).toContainText(/Before the due date, .* \(born at 32 weeks\)/);
  await expect(card.getByText(BEFORE_DUE_DATE)).toBeVisible();
  await expect(card).not.toContainText(/percentile/);

  // Weighed today, at three months: compared at her corrected age, one month, and said so.
  await addWeight(page, '3.9');
  await expect(card).toContainText('at 3 months');
  await expect(card).toContainText('Corrected age: 1 month (born at 32 weeks)');
  await expect(
    card.getByRole('listitem').filter({ hasText: new RegExp(`^Weight: ${PERCENTILE} for age$`) }),
  ).toHaveCount(1);
  const rows = page.getByRole('region', { name: /^All records\b/ }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Corrected age: 1 month (born at 32 weeks)');
  await expect(rows.last()).not.toContainText(/percentile/);

  // The chart plots the corrected age; the weight before the due date is not on it.
  const chart = page.getByRole('region', { name: 'Growth chart' });
  await expect(chart.getByText(CORRECTED_NOTE)).toBeVisible();
  const weights = chart.getByRole('table', { name: 'Mira’s weight measurements' });
  await expect(weights.getByRole('row')).toHaveCount(2);
  await expect(weights.getByRole('row').last().getByRole('cell').first()).toHaveText(
    /^1\.\d \(corrected\)$/,
  );

  // The profile keeps the weeks at birth.
  await page.goto('/userprofile');
  await page.getByRole('button', { name: 'Edit Mira' }).click();
  const edit = sheet(page, 'Edit Mira’s profile');
  await expectAccessibleSheet(edit);
  await expect(bornEarly(edit).getByLabel('Weeks')).toHaveValue('32');
  await expect(bornEarly(edit).getByLabel('Days')).toHaveValue('0');
});
