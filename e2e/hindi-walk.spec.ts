import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type Values, type WalkLocale, wordsIn } from './support/catalogue';
import {
  addChild,
  addDays,
  addMonths,
  type Child,
  expectNoSidewaysScroll,
  sheet,
  TIME_ZONE,
  TINY_PNG,
  today,
  vaccineRow,
} from './support/children';
import {
  allowList,
  escapeRegExp,
  latinWords,
  type Reasons,
  screenChecker,
} from './support/latin-words';
import {
  accessTokenFromLink,
  latestOtp,
  messageTikaOnWhatsApp,
  signInWithToken,
  uniqueNumber,
} from './support/outbox';
import { addGrowthRecord, addMedicalRecord, TINY_PDF } from './support/records';
import type { WalkStory } from './support/story-walk';

/**
 * A Hindi parent walks every screen and sheet of Tika, and so does the pseudo-locale: on each,
 * the words a parent reads must be Hindi (no Latin-script word but the allow-list's), or
 * pseudo-localised (no plain ASCII word but the allow-list's: one would have escaped the
 * catalogues). A screen's findings do not stop the walk (soft checks): the test lists them all.
 */

// The app counts days in the browser's zone and the server in the parent's.
test.use({ timezoneId: TIME_ZONE });

/** What the walks type: names and the parent's own entries, in Latin letters where a parent would. */
const CHILD = 'Anaya';
const SIBLING = 'Kabir';
const PARENT = 'Meera Shah';
const REPORT_FILE = 'report.pdf';
const PHOTO_FILE = 'rash.png';
const ENTERED = [CHILD, SIBLING, PARENT, REPORT_FILE, PHOTO_FILE];

/**
 * Words that stay in Latin letters on a Hindi or pseudo-locale screen (docs/hindi.md, "Doctors'
 * words"), each with its reason. The vaccine abbreviations and brands come from the schedule data
 * (support/latin-words.ts), and what the test typed is allowed where it shows.
 */
const ALLOWED_WORDS: Reasons = new Map([
  ['Tika', 'the product’s name'],
  ['tika', 'the logo’s wordmark, drawn the same in every language (components/ui/Logo.tsx)'],
  ['WhatsApp', 'a product’s name'],
  ['Google', 'a product’s name'],
  ['Razorpay', 'a product’s name (the payment gateway)'],
  ['English', 'the language’s own name on the language choice, so an English reader finds it'],
  ['OTP', 'docs/hindi.md: the one-time password is “OTP” in Hindi too'],
  ['PDF', 'docs/hindi.md: a file type, as families say it'],
  ['PNG', 'a file type, as the phone names it'],
  ['JPG', 'a file type, as the phone names it'],
  ['JPEG', 'a file type, as the phone names it'],
  ['zip', 'the data export’s file type (“.zip”), as the phone names it'],
  ['FHIR', 'the health-record format a doctor’s software reads, by its name'],
  ['STOP', 'the word a parent replies on WhatsApp to stop reminders; the server reads it as typed'],
  ['GST', 'the goods and services tax, as bills in India name it'],
  ['UPI', 'the payment system’s name, as banks and apps write it'],
  ['PIN', 'the UPI PIN, as banks and apps write it'],
  ['kg', 'docs/hindi.md: units in Latin letters'],
  ['cm', 'docs/hindi.md: units in Latin letters'],
  ['ft', 'a unit (a height in feet and inches)'],
  ['in', 'a unit (a height in feet and inches)'],
  ['MB', 'a unit (file sizes)'],
  ['KB', 'a unit (file sizes)'],
  ['WHO', 'the World Health Organization, whose growth charts these are, by its initials'],
  ['BMI', 'a doctors’ abbreviation (body mass index)'],
  ['IAP', 'the Indian Academy of Pediatrics, by its initials, as on its schedule'],
  ['ACVIP', 'the IAP’s vaccine committee, by its initials, as on its schedule (“IAP-ACVIP 2023”)'],
  ['UIP', 'the government’s Universal Immunization Programme, by its initials'],
]);

/** Names that stay in Latin letters as a whole, though their words alone would not. */
const ALLOWED_NAMES: Reasons = new Map([
  ['Tika Health (India)', 'the company’s legal name (legal pages)'],
  ['Tika Health', 'the company’s name (legal pages)'],
  ['WHO Child Growth Standards', 'the WHO standards’ name, as cited (legal pages)'],
  ['Information Technology Act, 2000', 'a law’s official name, cited beside its Hindi name'],
  [
    'Digital Personal Data Protection Act, 2023',
    'a law’s official name, cited beside its Hindi name',
  ],
]);

/**
 * The parent's first WhatsApp message: in Devanagari it signs them up in Hindi. The pseudo
 * walk's parent writes in English (the server speaks English to them: the pseudo-locale is the
 * web app's alone).
 */
const HELLO: Record<WalkLocale, string> = {
  hi: 'नमस्ते Tika! मुझे जोड़ें।',
  pseudo: 'Hi Tika! Please sign me up.',
};

/** A message's words as a pattern: each placeholder stands for any text. */
const pattern = (message: string, { more = false } = {}) =>
  new RegExp(
    `^${message
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+')}${more ? '(?:\\s|$)' : '$'}`,
  );

/** One walk's tools: the words of its language, the screen check, and finding things by their words. */
function walker(page: Page, locale: WalkLocale) {
  const w = wordsIn(locale);
  return {
    w,
    /** Checks the screen or open sheet now showing; a map of words widens the allow-list for it. */
    check: screenChecker(
      page,
      locale,
      allowList(locale, { words: ALLOWED_WORDS, names: ALLOWED_NAMES, entered: ENTERED }),
    ),
    button: (name: string, values?: Values, scope: Page | Locator = page) =>
      scope.getByRole('button', { name: w(name, values), exact: true }),
    /** A button named by a message with placeholders, whatever fills them (and maybe more after). */
    buttonLike: (name: string, scope: Page | Locator = page, options?: { more?: boolean }) =>
      scope.getByRole('button', { name: pattern(w(name), options) }),
    /** A date field's button: named by its label, then the date chosen (or the prompt to). */
    dateField: (label: string, scope: Page | Locator = page) =>
      scope.getByRole('button', { name: pattern(w(label), { more: true }) }),
    sheet: (title: string, values?: Values) => sheet(page, w(title, values)),
    region: (name: string, values?: Values) =>
      page.getByRole('region', { name: w(name, values), exact: true }),
  };
}

type Walker = ReturnType<typeof walker>;

/** The pseudo-locale is a test's choice only: stored on the device before the app starts. */
async function useLocale(page: Page, locale: WalkLocale): Promise<void> {
  if (locale === 'pseudo')
    await page.addInitScript(() => localStorage.setItem('tika_language', 'pseudo'));
}

/** A parent who signed up on WhatsApp in the walk's language, with these children (through the API). */
async function walkingParent(
  request: APIRequestContext,
  locale: WalkLocale,
  children: Array<{ name: string; dob: string; gender?: 'girl' | 'boy' }>,
): Promise<{ number: string; token: string; children: Child[] }> {
  const number = uniqueNumber();
  const token = await accessTokenFromLink(
    request,
    await messageTikaOnWhatsApp(request, number, PARENT, HELLO[locale]),
  );
  const made: Child[] = [];
  for (const child of children) made.push(await addChild(request, token, child));
  return { number, token, children: made };
}

/** Seven months old and added today: doses await an update, others are due next and later. */
const sevenMonthsOld = () => addDays(addMonths(today(), -7), -3);

/** Opens the date field's calendar, checks it, and picks its first day that can be chosen. */
async function pickFirstDay(
  scope: Locator,
  field: Locator,
  check: (screen: string) => Promise<void>,
  screen: string,
): Promise<void> {
  await field.click();
  const grid = scope.getByRole('grid');
  await expect(grid).toBeVisible();
  await check(`${screen} (calendar open)`);
  await grid
    .locator('td[data-day]:not([data-disabled]):not([data-outside]) button')
    .first()
    .click();
  await expect(grid).toBeHidden();
}

/** Closes an open sheet with its × button. */
async function closeSheet(walk: Walker, dialog: Locator): Promise<void> {
  await walk.button('Close', undefined, dialog).click();
  await expect(dialog).toBeHidden();
}

/** A sonner toast is on show. */
const toastShows = (page: Page) =>
  expect(page.locator('[data-sonner-toast]').first()).toBeVisible();

/** Waits for the toasts on show to leave, so the next check reads the next screen's only. */
const toastsGone = (page: Page) =>
  expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

for (const locale of ['hi', 'pseudo'] as const) {
  const language = locale === 'hi' ? 'Hindi' : 'the pseudo-locale';

  test.describe(`walking Tika in ${language}`, () => {
    test.beforeEach(({ page }) => useLocale(page, locale));

    test('onboarding: the language, signing up by the WhatsApp link, the first child; logging in with an OTP', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const walk = walker(page, locale);
      const { w, check, button } = walk;

      await page.goto('/onboarding');
      if (locale === 'hi') await page.getByRole('radio', { name: 'हिन्दी' }).check();
      await expect(page.getByRole('heading', { name: w('Welcome to Tika') })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/onboarding');

      // Signs up through the link the WhatsApp chat replies with, opened on this device.
      const number = uniqueNumber();
      const link = new URL(await messageTikaOnWhatsApp(request, number, PARENT, HELLO[locale]));
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page).toHaveURL(/\/onboarding\/profile$/);
      await expect(
        page.getByRole('heading', { name: w('What is your child’s name?') }),
      ).toBeVisible();
      await check('/onboarding/profile: the name');
      await button('Next').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await check('/onboarding/profile: the name, missing');
      await page.getByLabel(w('First name'), { exact: true }).fill(CHILD);
      await button('Next').click();
      await expect(
        page.getByRole('heading', {
          name: w('Is {firstName} a girl or a boy?', { firstName: CHILD }),
        }),
      ).toBeVisible();
      await check('/onboarding/profile: girl or boy');
      await button('Next').click();
      await check('/onboarding/profile: girl or boy, not chosen');
      await page.getByRole('radio', { name: w('Girl') }).click();
      await button('Next').click();
      await expect(
        page.getByRole('heading', { name: w('When was {firstName} born?', { firstName: CHILD }) }),
      ).toBeVisible();
      await check('/onboarding/profile: the birth date');
      await pickFirstDay(
        page.locator('form'),
        walk.dateField('Birth date'),
        check,
        '/onboarding/profile: the birth date',
      );
      await button('Save').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: CHILD })).toBeVisible();

      // Logged out from the profile, back in with the number and an OTP.
      await page.goto('/userprofile');
      await button('Logout').click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await page.goto('/login');
      const numberField = page.getByLabel(w('WhatsApp number'));
      await expect(numberField).toBeVisible();
      await check('/login: the number');
      await button('Send OTP').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await check('/login: the number, missing');

      await numberField.fill(uniqueNumber());
      await button('Send OTP').click();
      await expect(page.getByRole('link', { name: w('Register') })).toBeVisible();
      await toastShows(page);
      await check('/login: a number not registered');
      await toastsGone(page);

      await numberField.fill(number);
      const since = new Date();
      await button('Send OTP').click();
      await expect(page.getByRole('group', { name: w('One-time password') })).toBeVisible();
      await toastShows(page);
      await check('/login: the OTP step');
      const code = await latestOtp(request, number, { since });
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      const firstDigit = page.getByLabel(w('Digit {position}', { position: 1 }), { exact: true });
      await firstDigit.pressSequentially(wrong);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await check('/login: a wrong OTP');
      await firstDigit.pressSequentially(code);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: CHILD })).toBeVisible();
    });

    test('the Home tab: the lists, every vaccine sheet, the take-along and calendar cards', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const walk = walker(page, locale);
      const { w, check, button, region } = walk;
      const parent = await walkingParent(request, locale, [{ name: CHILD, dob: sevenMonthsOld() }]);
      await signInWithToken(page, parent.token);

      const pending = region('Pending status update');
      await expect(pending).toBeVisible();
      await expect(region('Take to the doctor')).toBeVisible();
      await expect(region('Add vaccination dates to your calendar')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/dashboard Home');

      // What a vaccine is, behind its info button.
      await button('About {name}', { name: 'BCG' }).first().click();
      await check('/dashboard Home: about BCG');

      // Mark as given: refused without a date, the calendar, then saved.
      await button('Mark as given', undefined, vaccineRow(pending, 'BCG')).click();
      const given = walk.sheet('Mark as given');
      await expect(given).toBeVisible();
      await check('Mark as given sheet');
      await button('Mark as given', undefined, given).click();
      await expect(given.getByRole('alert').first()).toBeVisible();
      await check('Mark as given sheet: no date');
      await pickFirstDay(
        given,
        walk.dateField('Date of vaccination', given),
        check,
        'Mark as given sheet',
      );
      await given.getByLabel(w('Note')).fill('बाईं जाँघ पर लगा');
      await check('Mark as given sheet: filled');
      await button('Mark as given', undefined, given).click();
      await expect(given).toBeHidden();
      await toastShows(page);
      await check('/dashboard Home: a vaccine marked given');
      await toastsGone(page);

      // Not needed: refused without a reason, then a reason with a note.
      await button('Not needed', undefined, vaccineRow(pending, 'OPV 0')).click();
      const notNeeded = walk.sheet('Not needed');
      await expect(notNeeded).toBeVisible();
      await check('Not needed sheet');
      await button('Save', undefined, notNeeded).click();
      await expect(notNeeded.getByRole('alert').first()).toBeVisible();
      await check('Not needed sheet: no reason');
      await notNeeded.getByLabel(w('Reason')).selectOption('doctor_advice');
      await notNeeded.getByLabel(w('Note')).fill('डॉक्टर ने मना किया');
      await button('Save', undefined, notNeeded).click();
      await expect(notNeeded).toBeHidden();
      await toastShows(page);
      await check('/dashboard Home: a dose not needed');
      await toastsGone(page);

      // Not given: no sheet, a toast.
      await button('Not given', undefined, vaccineRow(pending, 'Hep B 1')).click();
      await toastShows(page);
      await check('/dashboard Home: a dose not given');
      await toastsGone(page);

      // The lists shut by default, opened; the parent's own "not needed" undone.
      for (const show of await button('Show').all()) await show.click();
      await check('/dashboard Home: every list open');
      await button('Undo').first().click();
      await toastShows(page);
      await check('/dashboard Home: not needed undone');
      await toastsGone(page);

      // Mark as incomplete, from Completed.
      await button('Mark as incomplete').first().click();
      const incomplete = walk.sheet('Mark as incomplete?');
      await expect(incomplete).toBeVisible();
      await check('Mark as incomplete sheet');
      await closeSheet(walk, incomplete);

      // One answer for every dose awaiting an update.
      await button('Update all').click();
      const bulk = walk.sheet('Update status');
      await expect(bulk).toBeVisible();
      await check('Update status sheet');
      await button('Save', undefined, bulk).click();
      await expect(bulk.getByRole('alert').first()).toBeVisible();
      await check('Update status sheet: no answer');
      await bulk.getByRole('radio', { name: w('Given in a month') }).check();
      await check('Update status sheet: given in a month');
      await bulk.getByRole('radio', { name: w('Given on a date') }).check();
      await check('Update status sheet: given on a date');
      await closeSheet(walk, bulk);

      // A vaccine of the parent's own.
      await button('Add New Vaccine').click();
      const add = walk.sheet('Add New Vaccine');
      await expect(add).toBeVisible();
      await check('Add New Vaccine sheet');
      await button('Add Vaccine', undefined, add).click();
      await expect(add.getByRole('alert').first()).toBeVisible();
      await check('Add New Vaccine sheet: nothing filled');
      await add.getByLabel(w('Vaccine name')).fill('फ़्लू का टीका');
      await pickFirstDay(
        add,
        walk.dateField('Recommended date', add),
        check,
        'Add New Vaccine sheet',
      );
      await add.getByRole('radio', { name: w('No, not yet') }).check();
      await button('Add Vaccine', undefined, add).click();
      await expect(add).toBeHidden();
      await toastShows(page);
      await check('/dashboard Home: a vaccine added');
      await toastsGone(page);

      // The vaccination card for the doctor, and the calendar feed.
      const download = page.waitForEvent('download');
      await button('Vaccination card (PDF)').click();
      await download;
      await check('/dashboard Home: the card downloaded');
      const calendar = region('Add vaccination dates to your calendar');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await button('Copy link', undefined, calendar).click();
      await toastShows(page);
      await check('/dashboard Home: the calendar link copied');
      await toastsGone(page);
      await button('Reset link', undefined, calendar).click();
      const reset = walk.sheet('Reset the calendar link?');
      await expect(reset).toBeVisible();
      await check('Reset calendar link sheet');
      await button('Reset link', undefined, reset).click();
      await expect(reset).toBeHidden();
      await toastShows(page);
      await check('/dashboard Home: the calendar link reset');
    });

    test('the Health Records and Notifications tabs: growth and medical records, and their sheets', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const walk = walker(page, locale);
      const { w, check, button, region } = walk;
      const parent = await walkingParent(request, locale, [{ name: CHILD, dob: sevenMonthsOld() }]);
      const child = parent.children[0]!;
      await addGrowthRecord(request, parent.token, child.id, {
        recordDate: addDays(today(), -30),
        weight: 7.1,
        height: 65,
      });
      await addMedicalRecord(request, parent.token, child.id, {
        purpose: 'ख़ून की जाँच',
        note: 'सब ठीक',
        file: { name: REPORT_FILE, mimeType: 'application/pdf', buffer: TINY_PDF },
      });
      await addMedicalRecord(request, parent.token, child.id, {
        purpose: 'दाने की फ़ोटो',
        note: 'बाएँ हाथ पर',
        file: { name: PHOTO_FILE, mimeType: 'image/png', buffer: TINY_PNG },
      });
      await signInWithToken(page, parent.token);

      await page.getByRole('tab', { name: w('Health Records') }).click();
      await expect(region('Latest measurement')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/dashboard Health Records');
      await page.getByRole('button', { name: w('Height'), exact: true }).click();
      await check('/dashboard Health Records: the height chart');

      await button('Add growth record').click();
      const growth = walk.sheet('Add growth record');
      await expect(growth).toBeVisible();
      await check('Add growth record sheet');
      await button('Add record', undefined, growth).click();
      await expect(growth.getByRole('alert').first()).toBeVisible();
      await check('Add growth record sheet: nothing measured');
      await growth.getByLabel(w('Height (cm)')).fill('300');
      await button('Add record', undefined, growth).click();
      await check('Add growth record sheet: a height out of range');
      await growth.getByLabel(w('Height (cm)')).fill('67.5');
      await growth.getByLabel(w('Weight (kg)')).fill('7.6');
      await check('Add growth record sheet: filled');
      await button('Add record', undefined, growth).click();
      await expect(growth).toBeHidden();
      await toastShows(page);
      await check('/dashboard Health Records: a record added');
      await toastsGone(page);

      await walk.buttonLike('Delete the record of {date}').first().click();
      const deleteGrowth = walk.sheet('Delete this record?');
      await expect(deleteGrowth).toBeVisible();
      await check('Delete growth record sheet');
      await button('Delete record', undefined, deleteGrowth).click();
      await expect(deleteGrowth).toBeHidden();
      await toastShows(page);
      await check('/dashboard Health Records: a record deleted');
      await toastsGone(page);

      await page.getByRole('tab', { name: w('Notifications') }).click();
      await expect(page.getByRole('heading', { name: 'ख़ून की जाँच' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/dashboard Notifications');

      await button('Add medical record').click();
      const record = walk.sheet('Add medical record');
      await expect(record).toBeVisible();
      await check('Add medical record sheet');
      await button('Save', undefined, record).click();
      await expect(record.getByRole('alert').first()).toBeVisible();
      await check('Add medical record sheet: nothing filled');
      await record.getByLabel(w('Purpose')).fill('बुख़ार की जाँच');
      await record.getByLabel(w('Remarks')).fill('तीन दिन दवा');
      await record
        .getByLabel(w('Prescription or report'))
        .setInputFiles({ name: PHOTO_FILE, mimeType: 'image/png', buffer: TINY_PNG });
      await check('Add medical record sheet: filled');
      await button('Save', undefined, record).click();
      await expect(record).toBeHidden();
      await toastShows(page);
      await check('/dashboard Notifications: a record added');
      await toastsGone(page);

      await page
        .getByRole('link', { name: w('View {purpose}', { purpose: 'दाने की फ़ोटो' }) })
        .click();
      // The viewer is titled by the record's purpose, as the parent wrote it.
      const viewer = sheet(page, 'दाने की फ़ोटो');
      await expect(viewer.getByRole('img')).toBeVisible();
      await check('Medical record viewer sheet');
      await closeSheet(walk, viewer);

      await button('Delete {purpose}', { purpose: 'ख़ून की जाँच' }).click();
      const deleteRecord = walk.sheet('Delete this record?');
      await expect(deleteRecord).toBeVisible();
      await check('Delete medical record sheet');
      await closeSheet(walk, deleteRecord);
    });

    test('children and the profile: the switcher, adding, editing and deleting a child, every profile screen', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const walk = walker(page, locale);
      const { w, check, button } = walk;
      const parent = await walkingParent(request, locale, [{ name: CHILD, dob: sevenMonthsOld() }]);
      await signInWithToken(page, parent.token);

      // Another child, through the add-child steps.
      await page.goto('/userprofile/addchild');
      await expect(
        page.getByRole('heading', { name: w('What is your child’s name?') }),
      ).toBeVisible();
      await check('/userprofile/addchild: the name');
      await page.getByLabel(w('First name'), { exact: true }).fill(SIBLING);
      await button('Next').click();
      await page.getByRole('radio', { name: w('Boy') }).click();
      await button('Next').click();
      await expect(
        page.getByRole('heading', {
          name: w('When was {firstName} born?', { firstName: SIBLING }),
        }),
      ).toBeVisible();
      await pickFirstDay(
        page.locator('form'),
        walk.dateField('Birth date'),
        check,
        '/userprofile/addchild',
      );
      await button('Save').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: SIBLING })).toBeVisible();
      await toastsGone(page);

      // The switcher, and the edit and delete sheets it opens.
      await button('Switch child').click();
      const switcher = walk.sheet('Your children');
      await expect(switcher).toBeVisible();
      await check('Child switcher sheet');
      await button('Edit {name}', { name: CHILD }, switcher).click();
      const edit = walk.sheet('Edit {name}’s profile', { name: CHILD });
      await expect(edit).toBeVisible();
      await check('Edit child sheet');
      await edit.getByLabel(w('Name')).fill('');
      await button('Save', undefined, edit).click();
      await expect(edit.getByRole('alert').first()).toBeVisible();
      await check('Edit child sheet: no name');
      await closeSheet(walk, edit);
      await button('Switch child').click();
      await button('Delete {name}', { name: SIBLING }, switcher).click();
      const remove = walk.sheet('Delete {name}’s profile?', { name: SIBLING });
      await expect(remove).toBeVisible();
      await check('Delete child sheet');
      await closeSheet(walk, remove);

      // The profile, and its parent details form.
      await page.goto('/userprofile');
      await expect(page.getByRole('heading', { level: 1, name: w('Profile') })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/userprofile');
      await button('Edit', undefined, walk.region('Parent details')).click();
      await check('/userprofile: editing the parent details');
      await button('Cancel').click();

      for (const [path, heading] of [
        ['/userprofile/updatecontact', 'Change your number'],
        ['/userprofile/deletedata', 'Delete your account?'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: w(heading) })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await check(path);
      }
      await page.goto('/tools');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/tools');
    });

    test('stories: the library, the plans, the test checkout, one story; the terms of use', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const walk = walker(page, locale);
      const { w, check, button } = walk;
      const parent = await walkingParent(request, locale, [{ name: CHILD, dob: sevenMonthsOld() }]);
      const stories = await storyLibrary(request, parent.token);
      const titles = storyTitles(stories);
      await signInWithToken(page, parent.token);

      await page.goto('/story');

      await expect(
        page.getByRole('heading', { level: 1, name: w('Mealtime stories') }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/story', titles);

      await walk.buttonLike('Free trial · ends {date}', page, { more: true }).click();
      const plans = walk.sheet('Choose a plan');
      await expect(plans).toBeVisible();
      await check('Choose a plan sheet');
      await walk.buttonLike('Buy for {total}', plans).first().click();
      const checkout = walk.sheet('Test checkout');
      await expect(checkout).toBeVisible();
      await check('Test checkout sheet');
      await button('Cancel', undefined, checkout).click();
      await expect(checkout).toBeHidden();
      await toastShows(page);
      await check('Choose a plan sheet: payment cancelled');
      await closeSheet(walk, plans);

      const story = stories.find((s) => !s.locked)!;
      await page.goto(`/story/${story.story_code}`);
      await expect(button('Start reading')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('story viewer: the cover', titles);
      await button('Start reading').click();
      await expect(button('Next page')).toBeVisible();
      await check('story viewer: a page', titles);
      await page.keyboard.press('ArrowRight');
      await check('story viewer: the next page', titles);

      await page.goto('/legal/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check('/legal/terms');
    });
  });
}

/** The library as the parent's app sees it (asking for it unlocks today's story, as /story does). */
async function storyLibrary(request: APIRequestContext, token: string): Promise<WalkStory[]> {
  const res = await request.get('/api/features/meal-stories/', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `GET /api/features/meal-stories/ → ${res.status()}`).toBe(true);
  return ((await res.json()) as { stories: WalkStory[] }).stories;
}

/** A library card and a story's cover show its title in both languages (use-story-titles.ts). */
function storyTitles(stories: WalkStory[]): Reasons {
  return new Map(
    stories
      .flatMap((s) => latinWords(`${s.title_en} ${s.cover_title}`))
      .map((word): [string, string] => [word, 'a story’s English title, beside the Hindi one']),
  );
}

test.describe('Hindi at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.beforeEach(({ page }) => useLocale(page, 'hi'));

  test('onboarding, the dashboard, a sheet, growth, the profile and the stories fit and render Devanagari', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = wordsIn('hi');
    const shot = async (name: string) => {
      await expectNoSidewaysScroll(page);
      const file = testInfo.outputPath(`${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    };

    await page.goto('/onboarding');
    await page.getByRole('radio', { name: 'हिन्दी' }).check();
    await expect(page.getByRole('heading', { name: w('Welcome to Tika') })).toBeVisible();
    await shot('onboarding');

    const parent = await walkingParent(request, 'hi', [{ name: CHILD, dob: sevenMonthsOld() }]);
    await signInWithToken(page, parent.token);
    await expect(page.getByRole('region', { name: w('Pending status update') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('dashboard-home');

    await page
      .getByRole('button', { name: w('Mark as given'), exact: true })
      .first()
      .click();
    await expect(sheet(page, w('Mark as given'))).toBeVisible();
    // The toasts' region, lifted above the open sheet as a popover, draws no box of its own
    // (found by its container, not by its name, which is Hindi here).
    const toasts = page.locator('[data-toasts] > section');
    expect(
      await toasts.evaluate((region) => [
        region.matches(':popover-open'),
        region.getBoundingClientRect().width,
      ]),
    ).toEqual([true, 0]);
    await shot('mark-as-given-sheet');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: w('Health Records') }).click();
    await expect(page.getByRole('button', { name: w('Add growth record') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('dashboard-health-records');

    await page.goto('/userprofile');
    await expect(page.getByRole('heading', { level: 1, name: w('Profile') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('profile');

    await page.goto('/story');
    await expect(
      page.getByRole('heading', { level: 1, name: w('Mealtime stories') }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('stories');
  });
});
