import { expect, test } from '@playwright/test';
import { expectAccessibleSheet, sheet, TIME_ZONE, toast } from './support/children';
import { onboardedParent, signInWithToken } from './support/outbox';

/**
 * The stories page and buying a plan in dev mode: with no Razorpay keys the server simulates
 * orders and payments, and the page shows its own test Checkout in place of Razorpay's.
 */

test.use({ timezoneId: TIME_ZONE });

test.describe('stories and plans', () => {
  test('a new parent sees the trial and today’s story, buys the 7-story plan, and cannot buy it twice', async ({ page, request }) => {
    const parent = await onboardedParent(request);
    await signInWithToken(page, parent.token);
    await page.getByRole('link', { name: /Mealtime stories/ }).click();
    await expect(page).toHaveURL(/\/story$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mealtime stories' })).toBeVisible();

    // The trial, and today's story with its cover.
    const chip = page.getByRole('button', { name: /^Free trial · ends / });
    await expect(chip).toBeVisible();
    const todays = page.getByRole('region', { name: 'Today’s story' });
    await expect(todays.getByRole('link')).toHaveAttribute('href', /^\/story\/[a-z0-9-]+$/);
    const cover = todays.getByRole('img', { name: /^Cover of / });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { message: 'the cover loaded' }).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Coming up' }).getByRole('button', { name: /^Locked: / }).first()).toBeVisible();

    // The plans, priced in rupees with GST.
    await chip.click();
    const plans = sheet(page, 'Choose a plan');
    await expectAccessibleSheet(plans);
    const seven = plans.getByRole('listitem', { name: '7 stories' });
    await expect(seven).toContainText('₹7 per story');
    await expect(seven).toContainText('₹49');
    await expect(seven).toContainText('₹8.82');
    await expect(seven).toContainText('₹57.82');
    await expect(seven.getByText('Active')).toHaveCount(0);

    // Buying through the test Checkout.
    await seven.getByRole('button', { name: 'Buy for ₹57.82' }).click();
    const checkout = sheet(page, 'Test checkout');
    await expectAccessibleSheet(checkout);
    await expect(checkout).toContainText('Test payment — no money moves');
    await expect(checkout).toContainText('7-story plan');
    await checkout.getByRole('button', { name: 'Pay ₹57.82' }).click();
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    await expect(checkout).toBeHidden();
    await expect(plans).toBeHidden();
    const paidChip = page.getByRole('button', { name: /^7-story plan · \d+ stories left/ });
    await expect(paidChip).toBeVisible();

    // The plan is the server's, not just the page's.
    await page.reload();
    await expect(paidChip).toBeVisible();

    // The same plan again is refused while it lasts.
    await paidChip.click();
    await expect(seven.getByText('Active')).toBeVisible();
    await seven.getByRole('button', { name: 'Buy for ₹57.82' }).click();
    await expect(toast(page, 'You have already purchased this plan.')).toBeVisible();
    await expect(checkout).toBeHidden();
    await expect(plans).toBeVisible();
  });
});
