import { expect, type Page, test } from '@playwright/test';
import { onboardedParent, uniqueNumber } from './support/outbox';

/**
 * A newcomer on a developer machine (no WhatsApp, no Google configured) finds the stand-in
 * pages from the sign-in screens' notice and signs in through them, without a phone.
 */

const notice = (page: Page) => page.getByRole('note', { name: 'Signing in on this machine' });

test('a new parent follows the notice to the WhatsApp stand-in and signs up there', async ({
  page,
  context,
}) => {
  await page.goto('/onboarding');
  await expect(page.getByRole('link', { name: 'Continue with Whatsapp' })).toHaveAttribute(
    'href',
    /^\/dev\/whatsapp\?/,
  );
  const [chat] = await Promise.all([
    context.waitForEvent('page'),
    notice(page).getByRole('link', { name: 'WhatsApp chat stand-in' }).click(),
  ]);
  await expect(chat).toHaveURL(/\/dev\/whatsapp$/);

  await chat.getByLabel('Your WhatsApp number').fill(uniqueNumber());
  await chat.getByRole('button', { name: 'Send message' }).click();
  const signInLink = chat
    .getByRole('region', { name: 'Replies from Tika' })
    .getByRole('link', { name: /\/verify\?token=/ });
  await signInLink.click();

  await expect(chat).toHaveURL(/\/onboarding\/profile$/);
  await expect(chat.getByRole('heading', { name: 'What is your child’s name?' })).toBeVisible();
});

test('a returning parent reads the login code in the outbox the notice links', async ({
  page,
  context,
  request,
}) => {
  const parent = await onboardedParent(request, 'Rohan Das');
  await page.goto('/login');
  const [outbox] = await Promise.all([
    context.waitForEvent('page'),
    notice(page).getByRole('link', { name: 'Outbox' }).click(),
  ]);
  await expect(outbox.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await outbox.getByLabel('Filter by number').fill(parent.number);

  await page.getByLabel('WhatsApp number').fill(parent.number);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  // The outbox refreshes itself every 3 seconds; the code is the message's first word.
  const codeMessage = outbox
    .getByRole('list', { name: 'Messages' })
    .getByText(/is your Tika verification code/)
    .first();
  await expect(codeMessage).toBeVisible({ timeout: 10_000 });
  const code = /^(\d{4}) /.exec((await codeMessage.textContent()) ?? '')?.[1];
  expect(code, 'a 4-digit code in the outbox').toBeDefined();

  await page.bringToFront();
  await page.getByLabel('Digit 1', { exact: true }).pressSequentially(code!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anaya' })).toBeVisible();
});
