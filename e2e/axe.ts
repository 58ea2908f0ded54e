import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { desktop, phone } from './helpers.ts';

/**
 * axe on the page as it stands, at phone and desktop size: a serious or critical violation fails the
 * journey with the rule, the page and the elements it names.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      // Experimental, so off by default: a name that does not contain the visible text (defect 12).
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(serious, `${label} at ${viewport.width}px`).toEqual([]);
  }
}
