import fs from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInSheet } from './support/axe';
import {
  addDays,
  displayDate,
  expectNoSidewaysScroll,
  parentWithChildren,
  sheet,
  TIME_ZONE,
  toast,
  today,
} from './support/children';
import { signInWithToken } from './support/outbox';
import { addGrowthRecord } from './support/records';
import { expectKeyboardSheet, openSheet } from './support/sheets';

// The app counts days in the browser's zone and the server in the parent's (India by default).
test.use({ timezoneId: TIME_ZONE });

/** Marks the child's BCG as given at birth, with its brand and batch, through the API. */
async function recordBcg(
  request: APIRequestContext,
  token: string,
  child: { id: string; dob: string },
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const dashboard = await request.get('/api/vaccinetracker/dashboard/', {
    headers,
    params: { child_id: child.id },
  });
  const { missed_vaccines: missed } = (await dashboard.json()) as {
    missed_vaccines: Array<{ id: string; vaccine: { name: string } }>;
  };
  const bcg = missed.find((entry) => entry.vaccine.name === 'BCG');
  expect(bcg, 'BCG awaits a status').toBeDefined();
  const res = await request.post('/api/vaccinetracker/dashboard/', {
    headers,
    multipart: {
      vaccine_id: bcg!.id,
      status: 'complete',
      vaccinated_on: child.dob,
      brand: 'Tubervac',
      batch: 'B-0421',
    },
  });
  expect(res.ok(), `POST /api/vaccinetracker/dashboard/ → ${res.status()}`).toBe(true);
}

/** The doctor's page as it shows a live record: the child's name in the heading, the doses. */
async function expectRecord(doctor: Page, name: string): Promise<void> {
  await expect(doctor.getByRole('heading', { level: 1 })).toHaveText(`Vaccination record ${name}`);
  await expect(doctor.getByRole('region', { name: 'Vaccinations', exact: true })).toBeVisible();
}

test.describe('share with doctor', () => {
  test('a parent makes a 1-day link, a doctor opens it without signing in, the parent revokes it and the page says so', async ({
    page,
    context,
    browser,
    request,
  }, testInfo) => {
    // Two browsers, three widths, two languages and four axe audits in one walk: 33–46 s on a
    // quiet machine, past a minute on a loaded CI one.
    test.slow();
    // Ten weeks old: the birth doses and the 6-week ones are in the record, the 10-week ones due.
    const parent = await parentWithChildren(request, [
      { name: 'Ira', dob: addDays(today(), -70), gender: 'girl' },
    ]);
    await recordBcg(request, parent.token, parent.children[0]!);
    await addGrowthRecord(request, parent.token, parent.children[0]!.id, {
      recordDate: addDays(today(), -3),
      height: 58.4,
      weight: 5.6,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithToken(page, parent.token);

    // The card sits on the Home tab, below the vaccinations; its sheet works by keyboard alone.
    const card = page.getByRole('region', { name: 'Share with your doctor' });
    await expect(card).toBeVisible();
    const opener = card.getByRole('button', { name: 'Share with doctor' });
    await expectKeyboardSheet(page, opener, 'Share with doctor');

    const share = await openSheet(opener, 'Share with doctor');
    await expect(share.getByRole('radio', { name: '3 days' })).toBeChecked();
    await expect(share.getByText(/^No active links/)).toBeVisible();
    await expectNoSeriousA11yViolationsInSheet(share, 'the share sheet');

    await share.getByRole('radio', { name: '1 day' }).check();
    await share.getByRole('button', { name: 'Create link' }).click();
    await expect(toast(page, 'Link created')).toBeVisible();
    await expect(share.getByRole('heading', { name: 'Your link is ready' })).toBeFocused();
    const linkBox = share.getByRole('textbox', { name: 'Link for the doctor' });
    await expect(linkBox).toHaveValue(/\/shared\/[\w-]{20,}$/);
    const url = await linkBox.inputValue();
    expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    await expect(
      share.getByRole('img', { name: 'QR code of the link for the doctor' }),
    ).toBeVisible();
    const whatsApp = share.getByRole('link', { name: 'Share on WhatsApp' });
    const text = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text');
    expect(text).toContain(url);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The same link on the printable card, as a QR code (read back in vaccination-card-qr.test.ts).
    const [cardFile] = await Promise.all([
      page.waitForEvent('download'),
      share.getByRole('button', { name: 'Download the card with this QR code' }).click(),
    ]);
    expect(cardFile.suggestedFilename()).toMatch(/^tika-vaccination-card-.+\.pdf$/);
    const cardBytes = await fs.readFile(await cardFile.path());
    expect(cardBytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The list shows the link (never its address again).
    const active = share.getByRole('region', { name: 'Active links' });
    await expect(active.getByRole('listitem')).toHaveCount(1);
    await expect(active.getByRole('listitem')).not.toContainText('/shared/');
    await expectNoSeriousA11yViolationsInSheet(share, 'the share sheet with a link made');

    // The doctor: a browser of their own, never signed in to Tika, on a phone 390 px wide.
    const doctorContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      timezoneId: TIME_ZONE,
      serviceWorkers: 'block',
    });
    const doctor = await doctorContext.newPage();
    await doctor.goto(url);
    await expectRecord(doctor, 'Ira');
    expect(new URL(doctor.url()).pathname).toMatch(/^\/shared\//);
    await expect(doctor.getByText(/^As of .+\. This link works until /)).toBeVisible();
    const given = doctor.getByRole('region', { name: /^Completed/ });
    await expect(given.getByRole('listitem')).toHaveCount(1);
    await expect(given).toContainText('BCG');
    await expect(given).toContainText(`Taken on ${displayDate(parent.children[0]!.dob)}`);
    await expect(given).toContainText('Brand: Tubervac · Batch: B-0421');
    // Two and a half months: the 10-week doses are due, the 6-week ones await a status.
    await expect(doctor.getByRole('region', { name: /^Due next/ })).toContainText('Rotavirus 2');
    await expect(doctor.getByRole('region', { name: /^Not recorded/ })).toContainText('OPV 0');
    const growth = doctor.getByRole('region', { name: 'Growth', exact: true });
    await expect(growth).toContainText('5.6 kg');
    await expect(growth).toContainText('58.4 cm');
    await expect(growth).toContainText(/Weight: \d+(st|nd|rd|th) percentile for age/);
    // The parent did not include files.
    await expect(doctor.getByRole('region', { name: 'Prescriptions and reports' })).toHaveCount(0);
    await expectNoSidewaysScroll(doctor);
    await doctor.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(doctor, 'the shared record');
    await doctor.screenshot({ path: testInfo.outputPath('shared-record-390.png'), fullPage: true });
    // On a desktop screen the page keeps to a readable column.
    await doctor.setViewportSize({ width: 1280, height: 900 });
    await doctor.screenshot({ path: testInfo.outputPath('shared-record-1280.png') });
    // And on the narrowest phone, nothing runs off the side.
    await doctor.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(doctor);
    await doctor.setViewportSize({ width: 390, height: 844 });

    // In Hindi, as the reader chooses, the server's words included.
    await doctor.getByRole('radio', { name: 'हिन्दी' }).check();
    await expect(doctor.getByRole('heading', { level: 1 })).toHaveText('टीकाकरण रिकॉर्ड Ira');
    await expect(doctor.getByRole('region', { name: 'टीके', exact: true })).toBeVisible();
    await doctor.screenshot({
      path: testInfo.outputPath('shared-record-390-hi.png'),
      fullPage: true,
    });
    await doctor.getByRole('radio', { name: 'English' }).check();
    await expectRecord(doctor, 'Ira');

    // The parent revokes the link, after confirming.
    await active.getByRole('button', { name: 'Revoke' }).click();
    const confirm = sheet(page, 'Revoke this link?');
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolationsInSheet(confirm, 'the revoke confirmation');
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(toast(page, 'Link revoked')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(share.getByText(/^No active links/)).toBeVisible();
    // The link shown is the one revoked: it goes too.
    await expect(linkBox).toHaveCount(0);

    // The doctor looks again: the link no longer opens anything, and the page says why.
    await doctor.reload();
    await expect(doctor.getByRole('heading', { level: 1 })).toHaveText(
      'This link has expired or was revoked',
    );
    await expect(doctor.getByText(/Ask the parent for a new one/)).toBeVisible();
    await expect(doctor.getByText('Ira')).toHaveCount(0);
    expect(new URL(doctor.url()).pathname).toMatch(/^\/shared\//);
    await expectNoSeriousA11yViolations(doctor, 'the revoked link');
    await doctorContext.close();
  });
});
