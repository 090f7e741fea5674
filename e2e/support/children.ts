import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { addOffset, daysBetween, displayDate, todayIn } from '@tika/contract';
import { accessTokenFromLink, messageTikaOnWhatsApp, uniqueNumber } from './outbox';

/**
 * Helpers for specs about children and their vaccines: calendar dates worked out the way a
 * parent in India counts them, parents and children made through the API, and the calendar
 * picker driven like a parent would.
 */

/** The zone the browser runs in (`test.use({ timezoneId })`) and the parents' zone on the server. */
export const TIME_ZONE = 'Asia/Kolkata';

// ---------------------------------------------------------------- calendar dates (YYYY-MM-DD)

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** Today's date in India, as the app and the server count it. */
export const today = (): string => todayIn(TIME_ZONE);

export const addDays = (date: string, days: number): string => addOffset(date, { days });

/** Calendar months later; a day the month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export const addMonths = (date: string, months: number): string => addOffset(date, { months });

/** Whole days from `from` to `to`, and how the app writes a date ('3 Jan 2026'): the contract's. */
export { daysBetween, displayDate };

/**
 * A day at least `daysAgo` days before today whose neighbours are in the same month (day 2–27),
 * so one month of the calendar shows it, the day before and the day after.
 */
export function pastMidMonthDay(daysAgo: number): string {
  let date = addDays(today(), -daysAgo);
  while (parts(date)[2] < 2 || parts(date)[2] > 27) date = addDays(date, -1);
  return date;
}

/** The accessible name of a day in the calendar ('Tuesday, March 3rd, 2026', maybe 'Today, …'). */
export function calendarDayName(date: string): RegExp {
  const [y, m, d] = parts(date);
  return new RegExp(`\\b${MONTHS_LONG[m - 1]} ${d}(st|nd|rd|th), ${y}\\b`);
}

// ---------------------------------------------------------------- parents and children (API)

export interface NewChild {
  name: string;
  dob: string;
  gender?: 'girl' | 'boy';
}

export interface Child {
  id: string;
  name: string;
  dob: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A parent who wrote to Tika on WhatsApp (so the number is verified) but has no child yet. */
export async function parentWithoutChildren(
  request: APIRequestContext,
  name = 'Ritu Verma',
): Promise<{ number: string; token: string }> {
  const number = uniqueNumber();
  const token = await accessTokenFromLink(
    request,
    await messageTikaOnWhatsApp(request, number, name),
  );
  return { number, token };
}

/** Adds a child through the API, as the app's add-child flow does. */
export async function addChild(
  request: APIRequestContext,
  token: string,
  child: NewChild,
): Promise<Child> {
  const res = await request.post('/api/vaccinetracker/onboarding/', {
    headers: bearer(token),
    data: { gender: 'girl', ...child },
  });
  expect(res.status(), 'POST /api/vaccinetracker/onboarding/').toBe(201);
  return (await res.json()) as Child;
}

/** Changes a child's name or birth date through the API (as another device would). */
export async function updateChild(
  request: APIRequestContext,
  token: string,
  child: Child,
): Promise<void> {
  const res = await request.put('/api/vaccinetracker/onboarding/', {
    headers: bearer(token),
    data: { id: child.id, name: child.name, dob: child.dob },
  });
  expect(res.ok(), `PUT /api/vaccinetracker/onboarding/ → ${res.status()}`).toBe(true);
}

/** A registered, verified parent with the given children (the first is the one selected). */
export async function parentWithChildren(
  request: APIRequestContext,
  children: NewChild[],
  name?: string,
): Promise<{ number: string; token: string; children: Child[] }> {
  const parent = await parentWithoutChildren(request, name);
  const made: Child[] = [];
  for (const child of children) made.push(await addChild(request, parent.token, child));
  return { ...parent, children: made };
}

// ---------------------------------------------------------------- the browser

/** A sonner toast with this text (toasts have no role of their own). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** A sheet (a modal <dialog>) by its title. */
export const sheet = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog', { name: title });

/** The Home tab's lists, in the order they appear (most urgent first). */
export const VACCINE_LISTS = [
  'Overdue & catch-up',
  'Due next',
  'Upcoming',
  'Pending status update',
  'Completed',
  'Not needed',
  'No longer due',
] as const;

/**
 * One of the Home tab's lists: Overdue & catch-up, Due next (the next visit), Upcoming (later
 * dates), Pending status update, Completed, and the shut-by-default Not needed and No longer due.
 */
export const vaccineList = (page: Page, title: (typeof VACCINE_LISTS)[number]) =>
  page.getByRole('region', { name: title, exact: true });

/**
 * Each due date's card, in date order: the Due next card, then the later ones under Upcoming
 * (a card, in its list's body, holds a badge and a list).
 */
export const upcomingGroups = (page: Page) =>
  page
    .getByRole('region', { name: /^(Due next|Upcoming)$/ })
    .locator(':scope > div > div')
    .filter({ has: page.getByRole('list') });

/**
 * The page does not scroll sideways: nothing is wider than the viewport. Compared with the
 * configured width, because a mobile browser widens its layout viewport (innerWidth) to fit.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  const { scrollWidth, culprits } = await page.evaluate((screen) => {
    // The innermost elements reaching past the right edge, to name in the failure.
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > screen + 0.5,
    );
    const innermost = wide.filter(
      (el) => !wide.some((other) => other !== el && el.contains(other)),
    );
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      culprits: innermost.slice(0, 5).map(describe),
    };
  }, width);
  expect(
    scrollWidth,
    `document scrollWidth on a ${width}px-wide screen; too wide: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(width);
}

/** The row of one vaccine inside a list or card. */
export const vaccineRow = (scope: Locator, name: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByText(name, { exact: true }) });

/** `scope` lists exactly these vaccines (by short name, in any order). */
export async function expectVaccines(scope: Locator, names: readonly string[]): Promise<void> {
  await expect(scope.getByRole('listitem')).toHaveCount(names.length);
  for (const name of names) await expect(vaccineRow(scope, name), name).toHaveCount(1);
}

/**
 * Opens the calendar of the date field labelled `label` inside `scope` and shows the month
 * of `date` (through the month and year dropdowns); returns the month grid.
 */
export async function openCalendarAt(
  scope: Locator,
  label: string,
  date: string,
): Promise<Locator> {
  const trigger = scope.getByRole('button', { name: new RegExp(`^${label}\\b`) });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const [y, m] = parts(date);
  await scope.getByRole('combobox', { name: 'Choose the Year' }).selectOption(String(y));
  await scope.getByRole('combobox', { name: 'Choose the Month' }).selectOption(String(m - 1));
  const grid = scope.getByRole('grid', { name: `${MONTHS_LONG[m - 1]} ${y}` });
  await expect(grid).toBeVisible();
  return grid;
}

/** Chooses `date` in the calendar of the date field labelled `label`; checks the field shows it. */
export async function pickDate(scope: Locator, label: string, date: string): Promise<void> {
  const grid = await openCalendarAt(scope, label, date);
  await grid.getByRole('button', { name: calendarDayName(date) }).click();
  await expect(grid).toBeHidden();
  await expect(
    scope.getByRole('button', { name: new RegExp(`^${label}\\b`) }),
  ).toHaveAccessibleName(`${label} ${displayDate(date)}`);
}

/**
 * A light accessibility check of an open sheet: it is a modal dialog named by its title,
 * focus is inside it, and its Close button is labelled.
 */
export async function expectAccessibleSheet(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveJSProperty('open', true);
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
}

/** A 1×1 PNG (a real one: the server checks the content). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
