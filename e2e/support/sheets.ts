import { expect, type Locator, type Page } from '@playwright/test';
import { sheet, TINY_PNG, toast } from './children';

/**
 * Opening and closing the app's sheets (modal <dialog>s named by their title) with the mouse
 * and with the keyboard alone.
 */

/** Clicks `opener` and returns the sheet titled `title` once it shows. */
export async function openSheet(opener: Locator, title: string | RegExp): Promise<Locator> {
  await opener.click();
  const dialog = sheet(opener.page(), title);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes a sheet with its × button. */
export async function closeSheet(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Attaches a tiny PNG named `fileName` to the sheet's file field `label`; the sheet lists it. */
export async function attachPng(form: Locator, label: string, fileName: string): Promise<void> {
  await form
    .getByLabel(label)
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByRole('button', { name: `Remove ${fileName}` })).toBeVisible();
}

/** Presses the sheet's `button`; the `confirmation` toast shows and the sheet closes. */
export async function submitSheet(
  form: Locator,
  button: string,
  confirmation: string,
): Promise<void> {
  await form.getByRole('button', { name: button }).click();
  await expect(toast(form.page(), confirmation)).toBeVisible();
  await expect(form).toBeHidden();
}

/** Tabs forward until `target` has focus (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/** Focus is inside the sheet, or on the body, where Chromium leaves it for one Tab as it wraps past the sheet's ends. */
const focusStaysIn = (dialog: Locator) =>
  dialog.evaluate(
    (el) => el.contains(document.activeElement) || document.activeElement === document.body,
  );

/**
 * Tabs to `opener` and opens its sheet with Enter; focus starts inside and stays inside through
 * 25 Tabs and 10 Shift+Tabs; Escape closes the sheet and focus is back on `opener`.
 */
export async function expectKeyboardSheet(
  page: Page,
  opener: Locator,
  title: string | RegExp,
): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = sheet(page, title);
  await expect(dialog).toBeVisible();
  expect(
    await dialog.evaluate((el) => el.contains(document.activeElement)),
    'focus moves into the sheet',
  ).toBe(true);

  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await focusStaysIn(dialog), `Tab ${i + 1} stays in the sheet`).toBe(true);
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusStaysIn(dialog), `Shift+Tab ${i + 1} stays in the sheet`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
