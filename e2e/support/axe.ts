import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe checks (docs/quality.md, Accessibility). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on what the page shows now (or only inside `include`, a CSS selector such as an
 * open sheet) and fails on any serious or critical violation, printing each with the elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, include?: string): Promise<void> {
  // Colours sampled mid-fade (a toast or sheet sliding in) are blends nobody reads: audit
  // the screen once its animations and transitions have settled, as a person sees it.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`)
    .join('\n');
  if (serious.length) console.log(`axe on ${label}:\n${report}`);
  test.info().annotations.push({ type: 'axe', description: `${label}: ${violations.length} violations, ${serious.length} serious or critical` });
  expect(serious, `serious or critical axe violations on ${label}:\n${report}`).toEqual([]);
}
