import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessibleSheet, sheet, TIME_ZONE, toast } from './support/children';
import { onboardedParent, signInWithToken } from './support/outbox';

/**
 * The stories page and buying a plan in dev mode: with no Razorpay keys the server simulates
 * orders and payments, and the page shows its own test Checkout in place of Razorpay's.
 */

test.use({ timezoneId: TIME_ZONE });

/** What the server says a new plan could still unlock (the library size decides it). */
async function storiesAvailableToBuy(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/features/meal-stories/', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { user_plan: { stories_available_to_buy: number } }).user_plan
    .stories_available_to_buy;
}

test.describe('stories and plans', () => {
  test('a new parent sees the trial and today’s story, buys the 7-story plan, and buys it again to follow on', async ({
    page,
    request,
  }) => {
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
    await expect
      .poll(
        () => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        { message: 'the cover loaded' },
      )
      .toBeGreaterThan(0);
    await expect(
      page
        .getByRole('region', { name: 'Coming up' })
        .getByRole('button', { name: /^Locked: / })
        .first(),
    ).toBeVisible();

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

    // Plans larger than what is left to unlock are shown, but not sold, with the reason.
    const available = await storiesAvailableToBuy(request, parent.token);
    for (const [stories, total] of [
      [30, '₹177'],
      [90, '₹424.80'],
    ] as const) {
      const plan = plans.getByRole('listitem', { name: `${stories} stories` });
      const buy = plan.getByRole('button', { name: `Buy for ${total}` });
      if (stories > available) {
        await expect(plan).toContainText('Not available');
        await expect(plan).toContainText(
          `Only ${available} stories are left to unlock, fewer than this plan’s ${stories}.`,
        );
        await expect(buy).toBeDisabled();
      } else {
        await expect(buy).toBeEnabled();
      }
    }

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
    // The plan's own seven stories; the trial's two still to come are not counted as the plan's.
    const paidChip = page.getByRole('button', { name: /^7-story plan · 7 stories left/ });
    await expect(paidChip).toBeVisible();
    await expect(paidChip).toContainText('Starts after 2 more free trial stories');

    // The plan is the server's, not just the page's.
    await page.reload();
    await expect(paidChip).toBeVisible();

    // The same plan again is sold, and follows on after the stories already owed (plans stack).
    await paidChip.click();
    await expect(seven.getByText('Active')).toBeVisible();
    await expect(seven).toContainText('7 stories left on your plan');
    await seven.getByRole('button', { name: 'Buy again for ₹57.82' }).click();
    await checkout.getByRole('button', { name: 'Pay ₹57.82' }).click();
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^7-story plan · 14 stories left/ }),
    ).toBeVisible();
  });

  for (const [stories, total, paise] of [
    [30, '₹177', 17700],
    [90, '₹424.80', 42480],
  ] as const) {
    test(`a new parent buys the ${stories}-story plan, and has a story a day for ${stories} days after the trial`, async ({
      page,
      request,
    }) => {
      const parent = await onboardedParent(request);
      await signInWithToken(page, parent.token);
      await page.goto('/story');
      await page.getByRole('button', { name: /^Free trial · ends / }).click();
      const plans = sheet(page, 'Choose a plan');
      const plan = plans.getByRole('listitem', { name: `${stories} stories` });
      await expect(plan).not.toContainText('Not available');
      await expect(plan).toContainText(/One a day, \d+ \w{3} to \d+ \w{3}/);
      const ordered = page.waitForResponse((res) => res.url().includes(`plan=plan_${stories}`));
      await plan.getByRole('button', { name: `Buy for ${total}` }).click();
      expect(((await (await ordered).json()) as { amount: number }).amount).toBe(paise);
      await sheet(page, 'Test checkout')
        .getByRole('button', { name: `Pay ${total}` })
        .click();
      await expect(toast(page, 'Payment successful!')).toBeVisible();
      await expect(
        page.getByRole('button', {
          name: new RegExp(`^${stories}-story plan · ${stories} stories left`),
        }),
      ).toBeVisible();

      // The library can deliver every story of the plan: one a day, none missing.
      const res = await request.get('/api/features/meal-stories/', {
        headers: { authorization: `Bearer ${parent.token}` },
      });
      const { user_plan: userPlan } = (await res.json()) as {
        user_plan: { stories_remaining: number; trial_stories_remaining: number };
      };
      expect(userPlan.stories_remaining - userPlan.trial_stories_remaining).toBe(stories);
    });
  }
});
