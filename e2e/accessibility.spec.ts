import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInSheet } from './support/axe';
import {
  addDays,
  addMonths,
  calendarDayName,
  openCalendarAt,
  parentWithChildren,
  parentWithoutChildren,
  pastMidMonthDay,
  TINY_PNG,
  today,
} from './support/children';
import { latestOtp, onboardedParent, signInWithToken, uniqueNumber } from './support/outbox';
import { addGrowthRecord, addMedicalRecord, openDashboardTab, TINY_PDF } from './support/records';
import { closeSheet, expectKeyboardSheet, openSheet } from './support/sheets';

/**
 * Accessibility: axe (WCAG 2.1 A and AA) finds no serious or critical violation on
 * every screen, card, form and sheet, and the sheets work by keyboard alone.
 */

/** Audits the whole screen once its requests have settled (cards fill in after the first paint). */
async function auditScreen(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, label);
}

/** Clicks `opener` and audits the sheet it opens on its own; returns the open sheet. */
async function auditSheet(
  opener: Locator,
  title: string | RegExp,
  label: string,
): Promise<Locator> {
  const dialog = await openSheet(opener, title);
  await expectNoSeriousA11yViolationsInSheet(dialog, label);
  return dialog;
}

/** Marks a child's first due vaccine complete through the API, so one shows under Completed. */
async function completeOneVaccine(
  request: APIRequestContext,
  token: string,
  childId: string,
  on: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const dashboard = (await (
    await request.get('/api/vaccinetracker/dashboard/', { headers, params: { child_id: childId } })
  ).json()) as {
    missed_vaccines: Array<{ id: string }>;
  };
  const res = await request.post('/api/vaccinetracker/dashboard/', {
    headers,
    multipart: {
      vaccine_id: dashboard.missed_vaccines[0]!.id,
      status: 'complete',
      vaccinated_on: on,
      comment: '',
    },
  });
  expect(res.ok(), `POST /api/vaccinetracker/dashboard/ → ${res.status()}`).toBe(true);
}

test.describe('axe: no serious or critical violations', () => {
  test('signing in and the public pages: /onboarding, /login (number and OTP steps), /legal/*, the error screen', async ({
    page,
    request,
  }) => {
    await page.goto('/onboarding');
    await expect(page.getByRole('link', { name: 'Continue with Whatsapp' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/onboarding');

    for (const [path, title] of [
      ['/legal/terms', 'Terms of Use'],
      ['/legal/privacy', 'Privacy Policy'],
      ['/legal/disclaimer', 'Medical Disclaimer'],
      ['/legal/faqs', 'Frequently asked questions'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    }

    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the error screen (an unknown address)');

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

  test('/onboarding/profile, /userprofile/addchild, /userprofile/updatecontact (number and OTP steps), /userprofile/deletedata, /tools', async ({
    page,
    request,
  }) => {
    const newParent = await parentWithoutChildren(request);
    await page.goto(`/token?token=${encodeURIComponent(newParent.token)}`);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await expect(page.getByRole('heading', { name: 'What is your child’s name?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/onboarding/profile');

    const parent = await onboardedParent(request);
    await signInWithToken(page, parent.token);
    for (const path of ['/userprofile/addchild', '/tools']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await auditScreen(page, path);
    }

    // Changing the WhatsApp number: the new number, then its OTP.
    await page.goto('/userprofile/updatecontact');
    await expect(page.getByRole('heading', { name: 'Change your number' })).toBeVisible();
    await auditScreen(page, '/userprofile/updatecontact (number step)');
    const number = uniqueNumber();
    const since = new Date();
    await page.getByLabel('WhatsApp number').fill(number);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('group', { name: 'One-time password' })).toBeVisible();
    await latestOtp(request, number, { since });
    await expectNoSeriousA11yViolations(page, '/userprofile/updatecontact (OTP step)');

    // Deleting the account: before and after ticking the confirmation (which enables the red button).
    await page.goto('/userprofile/deletedata');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Delete your account?' }),
    ).toBeVisible();
    await auditScreen(page, '/userprofile/deletedata');
    await page.getByRole('checkbox', { name: /^I understand/ }).check();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, '/userprofile/deletedata (confirmation ticked)');
  });

  test('/userprofile: every card, the parent details form, and the edit and delete child sheets', async ({
    page,
    request,
  }) => {
    // Seven axe runs on a loaded machine.
    test.setTimeout(90_000);
    const parent = await parentWithChildren(request, [
      { name: 'Tara', dob: addDays(addMonths(today(), -10), -4) },
      { name: 'Kabir', dob: addDays(addMonths(today(), -30), -9), gender: 'boy' },
    ]);
    await signInWithToken(page, parent.token);
    await page.goto('/userprofile');
    const reminders = page.getByRole('region', { name: 'WhatsApp reminders' });
    const remindersSwitch = reminders.getByRole('switch', {
      name: 'Send me vaccine reminders on WhatsApp',
    });
    await expect(page.getByRole('list', { name: 'Your children' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Parent details' })).toBeVisible();
    await expect(remindersSwitch).toBeChecked();
    await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
    await auditScreen(page, '/userprofile');

    // The reminders card switched off (with Space, as from a keyboard): the app's language, a card
    // of its own, can still be chosen.
    await remindersSwitch.press('Space');
    await expect(remindersSwitch).not.toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Language' }).getByRole('radio', { name: 'English' }),
    ).toBeEnabled();
    await expectNoSeriousA11yViolations(page, '/userprofile (reminders off)');

    // The parent's details, edited in place.
    await page
      .getByRole('region', { name: 'Parent details' })
      .getByRole('button', { name: 'Edit', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit your details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/userprofile (editing the parent details)');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Parent details' })).toBeVisible();

    // Editing a child: the form, its calendar, then the form changed (the note about recalculated
    // due dates turns amber to be read) and refused (the name's error).
    const edit = await auditSheet(
      page.getByRole('button', { name: 'Edit Tara' }),
      'Edit Tara’s profile',
      'Edit child sheet',
    );
    const newBirthDate = pastMidMonthDay(200);
    const birthDateCalendar = await openCalendarAt(edit, 'Birth date', newBirthDate);
    await expectNoSeriousA11yViolationsInSheet(edit, 'Edit child sheet (calendar open)');
    await birthDateCalendar.getByRole('button', { name: calendarDayName(newBirthDate) }).click();
    await expect(birthDateCalendar).toBeHidden();
    await edit.getByLabel('Name').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolationsInSheet(
      edit,
      'Edit child sheet (birth date changed, name missing)',
    );
    await closeSheet(edit);

    await closeSheet(
      await auditSheet(
        page.getByRole('button', { name: 'Delete Kabir' }),
        'Delete Kabir’s profile?',
        'Delete child sheet',
      ),
    );
  });

  test('/dashboard Home: the lists, the take-along and calendar cards, and every sheet', async ({
    page,
    request,
  }) => {
    // Six axe runs on a loaded machine.
    test.setTimeout(90_000);
    const dob = addDays(addMonths(today(), -7), -3);
    const parent = await parentWithChildren(request, [{ name: 'Meher', dob }]);
    await completeOneVaccine(request, parent.token, parent.children[0]!.id, addDays(dob, 1));
    await signInWithToken(page, parent.token);

    await expect(page.getByRole('region', { name: 'Completed', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Take to the doctor' })).toBeVisible();
    const calendar = page.getByRole('region', { name: 'Add vaccination dates to your calendar' });
    await expect(calendar.getByRole('link', { name: 'Open in calendar' })).toBeVisible();
    await auditScreen(page, '/dashboard (Home)');

    await closeSheet(
      await auditSheet(
        page.getByRole('button', { name: 'Mark as given' }).first(),
        'Mark as given',
        'Mark as given sheet',
      ),
    );
    await closeSheet(
      await auditSheet(
        page.getByRole('button', { name: 'Mark as incomplete' }).first(),
        'Mark as incomplete?',
        'Mark as incomplete sheet',
      ),
    );
    const add = await auditSheet(
      page.getByRole('button', { name: 'Add New Vaccine' }),
      'Add New Vaccine',
      'Add New Vaccine sheet',
    );
    // With its calendar open too.
    await add.getByRole('button', { name: /^Recommended date/ }).click();
    await expect(add.getByRole('grid')).toBeVisible();
    await expectNoSeriousA11yViolationsInSheet(add, 'Add New Vaccine sheet (calendar open)');
    // Escape closes the calendar first, and the sheet stays.
    await page.keyboard.press('Escape');
    await expect(add.getByRole('grid')).toBeHidden();
    await expect(add).toBeVisible();
    await closeSheet(add);

    await closeSheet(
      await auditSheet(
        calendar.getByRole('button', { name: 'Reset link' }),
        'Reset the calendar link?',
        'Reset calendar link sheet',
      ),
    );
  });

  test('/dashboard Health Records and Notifications: growth, medical records, and every sheet', async ({
    page,
    request,
  }) => {
    // Seven axe runs on a loaded machine.
    test.setTimeout(90_000);
    const parent = await parentWithChildren(request, [
      { name: 'Meher', dob: addDays(addMonths(today(), -7), -3) },
    ]);
    const child = parent.children[0]!;
    await addGrowthRecord(request, parent.token, child.id, {
      recordDate: addDays(today(), -5),
      weight: 7.5,
      height: 66,
    });
    await addMedicalRecord(request, parent.token, child.id, {
      purpose: 'Blood test',
      note: 'Fasting',
      file: { name: 'report.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
    });
    await addMedicalRecord(request, parent.token, child.id, {
      purpose: 'Rash photo',
      note: 'Left arm, day 2',
      file: { name: 'rash.png', mimeType: 'image/png', buffer: TINY_PNG },
    });
    await signInWithToken(page, parent.token);

    await openDashboardTab(page, 'health');
    await expect(page.getByRole('region', { name: 'Latest measurement' })).toBeVisible();
    await auditScreen(page, '/dashboard (Health Records)');
    await closeSheet(
      await auditSheet(
        page.getByRole('button', { name: 'Add growth record' }),
        'Add growth record',
        'Add growth record sheet',
      ),
    );
    await closeSheet(
      await auditSheet(
        page.getByRole('button', { name: /^Delete the record of / }).first(),
        'Delete this record?',
        'Delete growth record sheet',
      ),
    );

    await openDashboardTab(page, 'notifications');
    await expect(page.getByRole('heading', { name: 'Blood test', exact: true })).toBeVisible();
    await auditScreen(page, '/dashboard (Notifications)');
    await closeSheet(
      await auditSheet(
        page.getByRole('button', { name: 'Add medical record' }),
        'Add medical record',
        'Add medical record sheet',
      ),
    );
    await closeSheet(
      await auditSheet(
        page.getByRole('button', { name: 'Delete Blood test' }),
        'Delete this record?',
        'Delete medical record sheet',
      ),
    );

    // A photo opens in the app's viewer; audited once the image has loaded.
    const viewer = await openSheet(
      page.getByRole('link', { name: 'View Rash photo' }),
      'Rash photo',
    );
    await expect(viewer.getByRole('img', { name: 'Rash photo' })).toBeVisible();
    await expectNoSeriousA11yViolationsInSheet(viewer, 'Medical record viewer sheet');
    await closeSheet(viewer);
  });

  test('/story, the plan sheet, the test checkout and the story viewer', async ({
    page,
    request,
  }) => {
    const parent = await onboardedParent(request);
    await signInWithToken(page, parent.token);
    await page.goto('/story');
    const todays = page.getByRole('region', { name: /^(Today’s|Latest) story$/ });
    await expect(todays.getByRole('link').first()).toBeVisible();
    await auditScreen(page, '/story');

    const plans = await auditSheet(
      page.getByRole('button', { name: /^Free trial · ends / }),
      'Choose a plan',
      'Choose a plan sheet',
    );
    // The simulated payment gateway's checkout opens over the plans (the server has no Razorpay keys).
    const checkout = await auditSheet(
      plans.getByRole('listitem', { name: '7 stories' }).getByRole('button', { name: /^Buy for / }),
      'Test checkout',
      'Test checkout sheet',
    );
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await expect(checkout).toBeHidden();
    await closeSheet(plans);

    await todays.getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'story viewer (cover)');
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'story viewer (a slide)');
  });
});

test.describe('sheets by keyboard alone: open with Enter, trap focus, close with Escape, focus back on the opener', () => {
  test('Add New Vaccine, Reset calendar link and Add growth record', async ({ page, request }) => {
    // Three sheets walked key by key, each loading its code on first opening: on a loaded CI
    // machine this takes longer than one test's usual time.
    test.slow();
    const parent = await parentWithChildren(request, [
      { name: 'Tara', dob: addDays(addMonths(today(), -4), -2) },
    ]);
    await signInWithToken(page, parent.token);
    await expect(page.getByRole('button', { name: 'Add New Vaccine' })).toBeVisible();
    await expectKeyboardSheet(
      page,
      page.getByRole('button', { name: 'Add New Vaccine' }),
      'Add New Vaccine',
    );
    const resetLink = page
      .getByRole('region', { name: 'Add vaccination dates to your calendar' })
      .getByRole('button', { name: 'Reset link' });
    await expect(resetLink).toBeVisible();
    await expectKeyboardSheet(page, resetLink, 'Reset the calendar link?');

    await openDashboardTab(page, 'health');
    await expect(page.getByRole('button', { name: 'Add growth record' })).toBeVisible();
    await expectKeyboardSheet(
      page,
      page.getByRole('button', { name: 'Add growth record' }),
      'Add growth record',
    );
  });

  test('editing and deleting a child on /userprofile', async ({ page, request }) => {
    const parent = await parentWithChildren(request, [
      { name: 'Tara', dob: addDays(addMonths(today(), -4), -2) },
      { name: 'Kabir', dob: addDays(addMonths(today(), -20), -6), gender: 'boy' },
    ]);
    await signInWithToken(page, parent.token);
    await page.goto('/userprofile');
    await expect(page.getByRole('button', { name: 'Edit Tara' })).toBeVisible();
    await expectKeyboardSheet(
      page,
      page.getByRole('button', { name: 'Edit Tara' }),
      'Edit Tara’s profile',
    );
    await expectKeyboardSheet(
      page,
      page.getByRole('button', { name: 'Delete Kabir' }),
      'Delete Kabir’s profile?',
    );
    // Both children are still there: Escape only closed the sheets.
    await expect(page.getByRole('button', { name: 'Delete Kabir' })).toBeVisible();
  });
});
