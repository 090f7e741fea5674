import { expect, type Page, test } from '@playwright/test';
import {
  displayDate,
  openCalendarAt,
  calendarDayName,
  pastMidMonthDay,
  pickDate,
  sheet,
  TIME_ZONE,
  toast,
  vaccineList,
  vaccineRow,
} from './support/children';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInSheet } from './support/axe';
import { messageTikaOnWhatsApp, uniqueNumber } from './support/outbox';
import { openSheet, submitSheet } from './support/sheets';

// The app counts days in the browser's zone and the server in the parent's (India by default).
test.use({ timezoneId: TIME_ZONE });

/** The three steps of /onboarding/profile: the first child, a girl born on `dob`. */
async function addFirstChild(page: Page, name: string, dob: string): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Girl' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await pickDate(page.locator('form'), 'Birth date', dob);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/** The profile page's family card of the selected child. */
const familyCard = (page: Page) => page.getByRole('region', { name: 'Family', exact: true });

test.describe('family sharing', () => {
  test('a parent invites Papa as caregiver; he signs in through the link, accepts and marks a dose; the parent sees who marked it, then removes him', async ({
    page,
    browser,
    request,
  }) => {
    // Two parents, two browsers, a sign-up each and six screens: past 30 s on a loaded machine.
    test.slow();
    const dob = pastMidMonthDay(20);

    // Parent A writes to Tika on WhatsApp, opens the link and adds her first child.
    await page.goto(await messageTikaOnWhatsApp(request, uniqueNumber(), 'Meera Shah'));
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await addFirstChild(page, 'Ira', dob);

    // On her profile, below the children: invite Papa as caregiver.
    await page.goto('/userprofile');
    const card = familyCard(page);
    await expect(card).toContainText('Invite Papa, Mummy, Dadi, Nani or a nanny to follow Ira');
    const invite = await openSheet(
      card.getByRole('button', { name: 'Invite family' }),
      'Invite family',
    );
    await expect(invite.getByRole('radio', { name: /^Caregiver:/ })).toBeChecked();
    await invite.getByText('Papa', { exact: true }).click();
    await invite.getByRole('button', { name: 'Create invitation' }).click();
    await expect(toast(page, 'Invitation created')).toBeVisible();
    const ready = invite.getByRole('region', { name: 'Invitation for Papa (Caregiver)' });
    await expect(ready.getByLabel('Invitation code')).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(ready).toContainText(/Works once, until /);
    const url = await ready.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    expect(new URL(url).pathname).toMatch(/^\/invite\/[\w-]{43}$/);
    const whatsApp = ready.getByRole('link', { name: 'Share on WhatsApp' });
    const text = new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text');
    expect(text).toContain(url);
    // Listed as open until Papa accepts it.
    await expect(invite.getByRole('region', { name: 'Open invitations' })).toContainText(
      'Papa · Caregiver',
    );
    await expectNoSeriousA11yViolationsInSheet(invite, 'the invitation just made');
    await invite.getByRole('button', { name: 'Close', exact: true }).click();

    // Papa: a browser of his own, never signed in, opens the link from WhatsApp.
    const papaContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      timezoneId: TIME_ZONE,
      serviceWorkers: 'block',
    });
    const papa = await papaContext.newPage();
    await papa.goto(url);
    // Signed out: to sign-in first, with the way back.
    await expect(papa).toHaveURL(/\/onboarding\?next=%2Finvite%2F/);
    await papa.goto(await messageTikaOnWhatsApp(request, uniqueNumber(), 'Arjun Shah'));
    await expect(papa).toHaveURL(new URL(url).pathname);
    const offer = papa.getByRole('region', { name: 'Follow Ira on Tika' });
    await expect(offer).toContainText(
      'Meera invites you to follow Ira as Caregiver. You will be shown as Papa.',
    );
    await expectNoSeriousA11yViolations(papa, 'the invitation page');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(papa, 'You now follow this child')).toBeVisible();
    await expect(papa).toHaveURL(/\/dashboard$/);
    await expect(papa.getByRole('heading', { level: 1, name: 'Ira', exact: true })).toBeVisible();

    // He marks BCG given on the birth date.
    const pending = vaccineList(papa, 'Pending status update');
    await vaccineRow(pending, 'BCG').getByRole('button', { name: 'Mark as given' }).click();
    const form = sheet(papa, 'Mark as given');
    const grid = await openCalendarAt(form, 'Date of vaccination', dob);
    await grid.getByRole('button', { name: calendarDayName(dob) }).click();
    await submitSheet(form, 'Mark as given', 'Vaccine marked as complete');

    // His profile says whose child Ira is.
    await papa.goto('/userprofile');
    await expect(papa.getByRole('list', { name: 'Your children' })).toContainText(
      'Shared by Meera',
    );
    await expect(familyCard(papa)).toContainText('Meera added Ira and shares Ira with you.');
    await expect(familyCard(papa).getByRole('button', { name: 'Invite family' })).toHaveCount(0);

    // Meera sees who marked BCG.
    await page.goto('/dashboard');
    const bcg = vaccineRow(vaccineList(page, 'Completed'), 'BCG');
    await expect(bcg).toContainText(`Taken on ${displayDate(dob)}`);
    await expect(bcg).toContainText('Marked given by Papa');

    // She removes Papa from Ira's family.
    await page.goto('/userprofile');
    const family = await openSheet(
      familyCard(page).getByRole('button', { name: 'See who follows Ira' }),
      'Ira’s family',
    );
    const papaRow = family.getByRole('listitem').filter({ hasText: 'Caregiver' });
    await expect(papaRow).toContainText('Papa');
    await expect(family.getByRole('region', { name: 'Open invitations' })).toHaveCount(0);
    await papaRow.getByRole('button', { name: 'Remove' }).click();
    const confirm = sheet(page, 'Remove Papa?');
    await submitSheet(confirm, 'Remove', 'Removed from the family');
    await expect(family.getByRole('listitem')).toHaveCount(1);

    // Papa, on his next visit, follows no child: Tika asks for his first child.
    await papa.goto('/dashboard');
    await expect(papa).toHaveURL(/\/onboarding\/profile$/);
    await expect(papa.getByRole('heading', { name: 'What is your child’s name?' })).toBeVisible();
    await expect(papa.getByRole('button', { name: 'Have an invitation code?' })).toBeVisible();
    await papaContext.close();
  });
});
