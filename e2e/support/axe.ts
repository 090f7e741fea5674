import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe checks (docs/quality.md, Accessibility). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on what the page shows now (or only inside `include`, a CSS selector such as an
 * open sheet) and fails on any serious or critical violation, printing each with the elements.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
  include?: string,
): Promise<void> {
  // Colours sampled mid-fade (a toast or sheet sliding in) are blends nobody reads: audit
  // the screen once its animations and transitions have settled, as a person sees it.
  // A toast marked removed is about to fade, perhaps not yet started: wait until it has gone.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
      !document.querySelector('[data-sonner-toast][data-removed="true"]'),
  );
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
    )
    .join('\n');
  if (serious.length) console.log(`axe on ${label}:\n${report}`);
  test.info().annotations.push({
    type: 'axe',
    description: `${label}: ${violations.length} violations, ${serious.length} serious or critical`,
  });
  expect(serious, `serious or critical axe violations on ${label}:\n${report}`).toEqual([]);
}

/**
 * Runs axe on one open sheet on its own: the page behind a modal sheet is inert, and so is a
 * sheet under another one (the test checkout over the plans), so only `dialog` is audited.
 */
export async function expectNoSeriousA11yViolationsInSheet(
  dialog: Locator,
  label: string,
): Promise<void> {
  // The sheet is named by its title (aria-labelledby), whose id is unique on the page.
  const titleId = await dialog.getAttribute('aria-labelledby');
  expect(titleId, `${label} is labelled by its title`).toBeTruthy();
  const selector = `dialog[aria-labelledby="${titleId}"]`;
  await expect(
    dialog.page().locator(selector),
    `${label}: the audit covers exactly this sheet`,
  ).toHaveCount(1);
  await expectNoSeriousA11yViolations(dialog.page(), label, selector);
}
