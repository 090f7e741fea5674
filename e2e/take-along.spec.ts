import fs from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { addDays, parentWithChildren, sheet, TIME_ZONE, toast, today } from './support/children';
import { signInWithToken } from './support/outbox';

// The app counts days in the browser's zone and the server in the parent's (India by default).
test.use({ timezoneId: TIME_ZONE });

/** Clicks a download button and returns the saved file's name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return {
    name: (file as Download).suggestedFilename(),
    body: await fs.readFile(await file.path()),
  };
}

test.describe('records to take along', () => {
  test('a parent subscribes to the calendar feed, resets it, downloads the card and FHIR record, and exports their data', async ({
    page,
    request,
    context,
  }) => {
    // Five weeks old: the 6-week doses are due in a week, so the feed has events.
    const parent = await parentWithChildren(request, [
      { name: 'Ira', dob: addDays(today(), -35), gender: 'girl' },
    ]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithToken(page, parent.token);

    // The calendar card sits on the Home tab, below the vaccinations.
    const calendar = page.getByRole('region', { name: 'Add vaccination dates to your calendar' });
    await expect(calendar).toBeVisible();
    const linkBox = calendar.getByLabel('Calendar link');
    await expect(linkBox).toHaveValue(/\/api\/calendar\/.+\.ics$/);
    const feedUrl = await linkBox.inputValue();
    await calendar.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Calendar link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    // "Open in calendar" is the same feed as webcal://, which calendar apps subscribe to.
    await expect(calendar.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      feedUrl.replace(/^https?:/, 'webcal:'),
    );

    const feed = await request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThan(0);
    expect(ics).toContain('Ira');

    // Reset: the old link stops working at once, the new one works.
    await calendar.getByRole('button', { name: 'Reset link' }).click();
    const confirm = sheet(page, 'Reset the calendar link?');
    await confirm.getByRole('button', { name: 'Reset link' }).click();
    await expect(toast(page, 'New calendar link ready')).toBeVisible();
    await expect(linkBox).not.toHaveValue(feedUrl);
    const newUrl = await linkBox.inputValue();
    expect((await request.get(feedUrl)).status()).toBe(404);
    expect((await request.get(newUrl)).status()).toBe(200);

    // The vaccination card and the FHIR record for the doctor.
    const takeAlong = page.getByRole('region', { name: 'Take to the doctor' });
    await expect(takeAlong).toBeVisible();
    const card = await download(page, 'Vaccination card (PDF)');
    expect(card.name).toMatch(/\.pdf$/);
    expect(card.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const fhir = await download(page, 'Health record (FHIR)');
    expect(fhir.name).toMatch(/\.json$/);
    const bundle = JSON.parse(fhir.body.toString('utf8')) as {
      resourceType: string;
      entry: Array<{ resource: { resourceType: string } }>;
    };
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry.map((e) => e.resource.resourceType)).toContain('Patient');

    // Everything, from the profile page.
    await page.goto('/userprofile');
    await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
    const exported = await download(page, 'Download all my data (.zip)');
    expect(exported.name).toMatch(/\.zip$/);
    const zip = await JSZip.loadAsync(exported.body);
    const data = await zip.file('data.json')?.async('string');
    expect(data, 'data.json in the zip').toBeTruthy();
    expect(data).toContain('"Ira"');
  });
});
