import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing them.
 * Legacy mode runs axe once in the page: Kuza's pages have no frames, and the default mode's
 * second pass in a fresh blank page doubles the time of every check.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
