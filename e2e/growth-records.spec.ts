import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addDays,
  addMonths,
  displayDate,
  expectAccessibleSheet,
  parentWithChildren,
  pickDate,
  sheet,
  TIME_ZONE,
  toast,
  today,
} from './support/children';
import { signInWithToken } from './support/outbox';
import { attachPng, submitSheet } from './support/sheets';
import {
  addGrowthRecord,
  addMedicalRecord,
  growthRecordsStatus,
  listMedicalRecords,
  openDashboardTab,
  pdfOfSize,
  TINY_PDF,
} from './support/records';

// The app counts days in the browser's zone and the server in the parent's (India by default).
test.use({ timezoneId: TIME_ZONE });

/** "48th percentile", "below the 1st percentile" or "above the 99th percentile". */
const PERCENTILE = String.raw`(\d+(st|nd|rd|th)|below the 1st|above the 99th) percentile`;

const latestCard = (page: Page) => page.getByRole('region', { name: 'Latest measurement' });
const growthChart = (page: Page) => page.getByRole('region', { name: 'Growth chart' });
/** The rows of the Health Records tab's "All records" list. */
const growthRows = (page: Page) =>
  page.getByRole('region', { name: /^All records\b/ }).getByRole('listitem');

/** A medical record's card on the Notifications tab, by its purpose. */
const recordCard = (page: Page, purpose: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: purpose, exact: true }) });

/** Fills the Add growth record sheet and sends it. */
async function addGrowthThroughSheet(
  form: Locator,
  values: { date: string; weight: string; height: string },
): Promise<void> {
  await pickDate(form, 'Date measured', values.date);
  await form.getByLabel('Weight (kg)').fill(values.weight);
  await form.getByLabel('Height (cm)').fill(values.height);
  await form.getByRole('button', { name: 'Add record' }).click();
}

test.describe('growth records', () => {
  test('a one-year-old: add records through the sheet, the latest measurement with WHO percentiles, the chart', async ({
    page,
    request,
  }) => {
    const dob = addDays(addMonths(today(), -12), -10);
    const parent = await parentWithChildren(request, [{ name: 'Aarav', dob, gender: 'boy' }]);
    await signInWithToken(page, parent.token);
    await openDashboardTab(page, 'health');

    await expect(page.getByText('No growth records yet', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Add Aarav’s height and weight to see how they grow against the WHO growth charts.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add growth record' }).click();
    const form = sheet(page, 'Add growth record');
    await expectAccessibleSheet(form);

    const latest = addDays(today(), -2);
    // A one-year-old is measured lying down (WHO), unless the parent says otherwise.
    const position = form.getByRole('group', { name: 'Height measured' });
    await expect(position.getByRole('radio', { name: 'Lying down' })).toBeChecked();
    await expect(position.getByRole('radio', { name: 'Standing' })).not.toBeChecked();
    await form.getByLabel('Height (cm)').fill('75.7');
    // The height in feet and inches as it is typed.
    await expect(form.getByLabel('Height (cm)')).toHaveAccessibleDescription('That is 2 ft 6 in');
    await addGrowthThroughSheet(form, { date: latest, weight: '9.6', height: '75.7' });
    await expect(toast(page, 'Growth record added')).toBeVisible();
    await expect(form).toBeHidden();

    const card = latestCard(page);
    await expect(card).toContainText(displayDate(latest));
    await expect(card).toContainText('9.6 kg');
    await expect(card).toContainText('75.7 cm');
    await expect(card).toContainText('2 ft 6 in');
    await expect(
      card.getByRole('listitem').filter({ hasText: new RegExp(`^Weight: ${PERCENTILE} for age$`) }),
    ).toHaveCount(1);
    await expect(
      card.getByRole('listitem').filter({ hasText: new RegExp(`^Height: ${PERCENTILE} for age$`) }),
    ).toHaveCount(1);
    await expect(growthRows(page)).toHaveCount(1);

    // A second, earlier measurement: the latest stays the latest.
    const earlier = addMonths(today(), -3);
    await page.getByRole('button', { name: 'Add growth record' }).click();
    await expectAccessibleSheet(form);
    await addGrowthThroughSheet(form, { date: earlier, weight: '8.7', height: '71.4' });
    await expect(form).toBeHidden();
    await expect(growthRows(page)).toHaveCount(2);
    await expect(growthRows(page).first()).toContainText(displayDate(latest));
    await expect(growthRows(page).last()).toContainText(displayDate(earlier));
    await expect(growthRows(page).last()).toContainText('8.7 kg');
    await expect(card).toContainText('9.6 kg');

    // The chart over the WHO curves, weight first, then height; its table lists both points.
    const chart = growthChart(page);
    await expect(chart.getByRole('button', { name: 'Weight' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      chart.getByRole('img', {
        name: /^Aarav’s weight for age in kg, over the WHO 3rd, 15th, 50th, 85th and 97th percentile curves\./,
      }),
    ).toBeVisible();
    // The chart and its hidden table fit the phone's width: the page does not scroll sideways.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    const weights = chart.getByRole('table', { name: 'Aarav’s weight measurements' });
    await expect(weights.getByRole('row')).toHaveCount(3);
    await expect(
      weights.getByRole('row', { name: new RegExp(`^${displayDate(earlier)}\\b`) }),
    ).toContainText('8.7');
    await expect(
      weights.getByRole('row', { name: new RegExp(`^${displayDate(latest)}\\b`) }),
    ).toContainText('9.6');

    await chart.getByRole('button', { name: 'Height' }).click();
    await expect(chart.getByRole('button', { name: 'Height' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chart.getByRole('button', { name: 'Weight' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(chart.getByText('Height for age (cm)', { exact: true })).toBeVisible();
    await expect(
      chart.getByRole('img', { name: /^Aarav’s height for age in cm, over the WHO/ }),
    ).toBeVisible();
    const heights = chart.getByRole('table', { name: 'Aarav’s height measurements' });
    await expect(heights.getByRole('row')).toHaveCount(3);
    const earlierRow = heights.getByRole('row', {
      name: new RegExp(`^${displayDate(earlier)}\\b`),
    });
    await expect(earlierRow).toContainText('71.4');
    await expect(earlierRow.getByRole('cell').last()).toHaveText(new RegExp(`^${PERCENTILE}$`));
    await expect(
      heights.getByRole('row', { name: new RegExp(`^${displayDate(latest)}\\b`) }),
    ).toContainText('75.7');
  });

  test('the add sheet asks for a height or a weight and refuses a height of 200 cm; a record is deleted', async ({
    page,
    request,
  }) => {
    const dob = addMonths(today(), -14);
    const parent = await parentWithChildren(request, [{ name: 'Diya', dob }]);
    const [child] = parent.children;
    const older = addMonths(today(), -2);
    const newer = addDays(today(), -1);
    await addGrowthRecord(request, parent.token, child!.id, {
      recordDate: older,
      weight: 9.1,
      height: 74,
    });
    await addGrowthRecord(request, parent.token, child!.id, {
      recordDate: newer,
      weight: 9.6,
      height: 75.7,
    });
    await signInWithToken(page, parent.token);
    await openDashboardTab(page, 'health');
    await expect(growthRows(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Add growth record' }).click();
    const form = sheet(page, 'Add growth record');
    await expectAccessibleSheet(form);
    // Today is chosen already; neither measure is.
    await expect(form.getByRole('button', { name: /^Date measured/ })).toHaveAccessibleName(
      `Date measured ${displayDate(today())}`,
    );
    await form.getByRole('button', { name: 'Add record' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter the height or the weight');

    const height = form.getByLabel('Height (cm)');
    await height.fill('200');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Add record' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Height must be more than 0 and less than 200 cm',
    );
    await expect(height).toHaveAttribute('aria-invalid', 'true');
    await expect(height).toHaveAccessibleDescription(
      'Height must be more than 0 and less than 200 cm',
    );
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(growthRows(page)).toHaveCount(2);

    // Delete the newer record, after confirming.
    await page.getByRole('button', { name: `Delete the record of ${displayDate(newer)}` }).click();
    const confirm = sheet(page, 'Delete this record?');
    await expectAccessibleSheet(confirm);
    await expect(confirm).toContainText('9.6 kg · 75.7 cm (2 ft 6 in)');
    await submitSheet(confirm, 'Delete record', 'Record Deleted Successfully');
    await expect(growthRows(page)).toHaveCount(1);
    await expect(growthRows(page)).toContainText(displayDate(older));
    await expect(
      page.getByRole('button', { name: `Delete the record of ${displayDate(newer)}` }),
    ).toHaveCount(0);
    await expect(latestCard(page)).toContainText('9.1 kg');
  });

  test('past five years: height and BMI against the WHO reference for 5 to 19 years', async ({
    page,
    request,
  }) => {
    const dob = addMonths(today(), -84);
    const parent = await parentWithChildren(request, [{ name: 'Kabir', dob, gender: 'boy' }]);
    await addGrowthRecord(request, parent.token, parent.children[0]!.id, {
      recordDate: today(),
      weight: 22.5,
      height: 121.9,
    });
    await signInWithToken(page, parent.token);
    await openDashboardTab(page, 'health');

    const card = latestCard(page);
    await expect(card).toContainText('22.5 kg');
    await expect(card).toContainText('121.9 cm');
    await expect(card).toContainText('4 ft');
    await expect(
      card.getByRole('listitem').filter({ hasText: new RegExp(`^Height: ${PERCENTILE} for age$`) }),
    ).toHaveCount(1);
    // No weight for height past five years: BMI for age instead.
    await expect(
      card.getByRole('listitem').filter({ hasText: new RegExp(`^BMI: ${PERCENTILE} for age$`) }),
    ).toHaveCount(1);
    await expect(card).not.toContainText('Weight for height');
    await expect(
      page.getByText(
        'From 5 years, height and BMI are compared with the WHO growth reference for 5 to 19 years; weight for age only up to 10 years.',
      ),
    ).toBeVisible();
    await expect(
      growthChart(page).getByRole('img', {
        name: /^Kabir’s weight for age in kg, over the WHO 3rd, 15th, 50th, 85th and 97th percentile curves\./,
      }),
    ).toBeVisible();
    await expect(
      growthChart(page)
        .getByRole('table', { name: 'Kabir’s weight measurements' })
        .getByRole('cell')
        .last(),
    ).toHaveText(new RegExp(`^${PERCENTILE}$`));
  });
});

test.describe('medical records', () => {
  test('missing fields are highlighted; a PDF uploads with progress, opens in a new tab and is deleted', async ({
    page,
    context,
    request,
  }) => {
    const parent = await parentWithChildren(request, [
      { name: 'Anaya', dob: addMonths(today(), -20) },
    ]);
    await signInWithToken(page, parent.token);
    await openDashboardTab(page, 'notifications');

    await expect(page.getByText('No medical records yet', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add medical record' }).click();
    const form = sheet(page, 'Add medical record');
    await expectAccessibleSheet(form);

    // Save with nothing filled: the three fields are highlighted, each with its message.
    await form.getByRole('button', { name: 'Save' }).click();
    const purpose = form.getByLabel('Purpose');
    const remarks = form.getByLabel('Remarks');
    const file = form.getByLabel('Prescription or report');
    for (const [field, message] of [
      [purpose, 'Please enter the purpose'],
      [remarks, 'Please enter the remarks'],
      [file, 'Please attach the prescription or report'],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    await expect(purpose).toBeFocused();

    await purpose.fill('Blood test');
    await remarks.fill('CBC normal, Dr. Mehta');
    // 1.5 MB, so that on a slow connection the upload takes a few seconds.
    const report = pdfOfSize(1536 * 1024);
    await file.setInputFiles({
      name: 'blood-test-report.pdf',
      mimeType: 'application/pdf',
      buffer: report,
    });
    await expect(form.getByRole('button', { name: 'Remove blood-test-report.pdf' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);

    // A slow connection (about 256 KB/s up): the bar moves as the file goes out.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await form.getByRole('button', { name: 'Save' }).click();
    const progress = form.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(form.getByRole('button', { name: 'Uploading…' })).toBeVisible();
    const percent = async () => Number(await progress.getAttribute('aria-valuenow'));
    let first = 0;
    await expect
      .poll(async () => (first = await percent()), { intervals: [50] })
      .toBeGreaterThan(0);
    expect(first).toBeLessThan(100);
    await expect.poll(percent, { intervals: [50] }).toBeGreaterThan(first);
    await expect(toast(page, 'Medical record added')).toBeVisible({ timeout: 20_000 });
    await expect(form).toBeHidden();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();

    const card = recordCard(page, 'Blood test');
    await expect(card).toContainText('CBC normal, Dr. Mehta');
    await expect(card).toContainText(`Added on ${displayDate(today())}`);
    await expect(card).toContainText('PDF');

    // View opens the PDF itself in a new tab.
    const fileResponse = context.waitForEvent('response', (r) => r.url().includes('/api/files/'));
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('link', { name: 'View Blood test (PDF, opens in a new tab)' }).click(),
    ]);
    const response = await fileResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
    // (The tab shows Chromium's PDF viewer, sent by the session cookie; the file is the one uploaded.)
    expect(response.request().headers()['authorization']).toBeUndefined();
    const fetched = await request.get(response.url(), {
      headers: { authorization: `Bearer ${parent.token}` },
    });
    expect((await fetched.body()).equals(report)).toBe(true);
    // The link alone opens nothing: no session is 401.
    expect((await request.get(response.url())).status()).toBe(401);
    await tab.close();

    await card.getByRole('button', { name: 'Delete Blood test' }).click();
    const confirm = sheet(page, 'Delete this record?');
    await expectAccessibleSheet(confirm);
    await expect(confirm).toContainText('The record and its PDF will be removed.');
    await submitSheet(confirm, 'Delete record', 'Medical record deleted');
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No medical records yet', { exact: true })).toBeVisible();
    expect(
      (await listMedicalRecords(request, parent.token, parent.children[0]!.id)).records,
    ).toEqual([]);
  });

  test('a photo shows as a thumbnail and in the viewer; a text file named .png is refused', async ({
    page,
    request,
  }) => {
    const parent = await parentWithChildren(request, [
      { name: 'Myra', dob: addMonths(today(), -8) },
    ]);
    await signInWithToken(page, parent.token);
    await openDashboardTab(page, 'notifications');

    await page.getByRole('button', { name: 'Add medical record' }).click();
    const form = sheet(page, 'Add medical record');
    await expectAccessibleSheet(form);
    await form.getByLabel('Purpose').fill('Rash photo');
    await form.getByLabel('Remarks').fill('Left arm, day 2');
    await attachPng(form, 'Prescription or report', 'rash.png');
    await submitSheet(form, 'Save', 'Medical record added');

    const card = recordCard(page, 'Rash photo');
    await expect(card).toContainText('Left arm, day 2');
    // The thumbnail is the image itself (decorative: the View link names the record).
    const thumb = card.locator('img');
    await expect(thumb).toHaveCount(1);
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // View opens the image in the app.
    await card.getByRole('link', { name: 'View Rash photo', exact: true }).click();
    const viewer = sheet(page, 'Rash photo');
    await expectAccessibleSheet(viewer);
    const image = viewer.getByRole('img', { name: 'Rash photo' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(viewer).toContainText('Left arm, day 2');
    await expect(viewer).toContainText(`Added on ${displayDate(today())}`);
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewer).toBeHidden();

    // A text file dressed up as a PNG: refused (here or by the server, which reads the content).
    await page.getByRole('button', { name: 'Add medical record' }).click();
    await expectAccessibleSheet(form);
    await form.getByLabel('Purpose').fill('Notes');
    await form.getByLabel('Remarks').fill('Typed notes');
    await form.getByLabel('Prescription or report').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are notes, not a picture.\n'),
    });
    const accepted = form.getByRole('button', { name: 'Remove notes.png' });
    await expect(accepted.or(form.getByRole('alert'))).toBeVisible();
    if (await accepted.isVisible()) await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert').filter({ hasText: /PNG, JPE?G or PDF/ })).toBeVisible();
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('listitem')).toHaveCount(1);
    await expect(recordCard(page, 'Notes')).toHaveCount(0);
    const { records } = await listMedicalRecords(request, parent.token, parent.children[0]!.id);
    expect(records.map((r) => r.purpose)).toEqual(['Rash photo']);
  });
});

test('deleting a child from the profile deletes their growth and medical records', async ({
  page,
  request,
}) => {
  const parent = await parentWithChildren(request, [
    { name: 'Vihaan', dob: addMonths(today(), -10), gender: 'boy' },
    { name: 'Anaya', dob: addMonths(today(), -30) },
  ]);
  const vihaan = parent.children[0]!;
  await addGrowthRecord(request, parent.token, vihaan.id, { recordDate: today(), weight: 8.9 });
  const record = await addMedicalRecord(request, parent.token, vihaan.id, {
    purpose: 'Vaccination card',
    note: 'From the clinic',
    file: { name: 'card.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
  });
  // The link opens only for its parent's session: none is 401, another parent's is 404.
  const asParent = { headers: { authorization: `Bearer ${parent.token}` } };
  expect((await request.get(record.record_url, asParent)).status()).toBe(200);
  expect((await request.get(record.record_url)).status()).toBe(401);
  const stranger = await parentWithChildren(request, [
    { name: 'Ira', dob: addMonths(today(), -6) },
  ]);
  expect(
    (
      await request.get(record.record_url, {
        headers: { authorization: `Bearer ${stranger.token}` },
      })
    ).status(),
  ).toBe(404);

  await signInWithToken(page, parent.token);
  await openDashboardTab(page, 'notifications');
  await expect(recordCard(page, 'Vaccination card')).toBeVisible();

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/userprofile$/);
  await page.getByRole('button', { name: 'Delete Vihaan' }).click();
  const remove = sheet(page, /^Delete Vihaan/);
  await expectAccessibleSheet(remove);
  await remove.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Child Profile deleted')).toBeVisible();
  await expect(remove).toBeHidden();

  expect((await listMedicalRecords(request, parent.token, vihaan.id)).status).toBe(404);
  expect(await growthRecordsStatus(request, parent.token, vihaan.id)).toBe(404);
  expect((await request.get(record.record_url, asParent)).status()).toBe(404);

  // Anaya takes over, with none of Vihaan's records.
  await openDashboardTab(page, 'notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Anaya', exact: true })).toBeVisible();
  await expect(page.getByText('No medical records yet', { exact: true })).toBeVisible();
});
