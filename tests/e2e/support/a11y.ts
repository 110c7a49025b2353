// axe on a page: WCAG 2 A/AA (colour contrast included), every violation listed by node.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(
  page: Page,
  label: string,
  /** CSS selectors left out (checked by their own spec). */
  exclude: readonly string[] = [],
  /**
   * axe's best-practice rules to run as well, e.g. `region` (all content inside landmarks),
   * which no WCAG tag selects.
   */
  bestPractices: readonly string[] = [],
) {
  let builder = new AxeBuilder({ page })
    .options({
      rules: Object.fromEntries(bestPractices.map((rule) => [rule, { enabled: true }])),
    })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }));
  expect(violations, label).toEqual([]);
}
