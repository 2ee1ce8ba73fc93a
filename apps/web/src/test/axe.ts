import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails on any WCAG 2 A/AA or best-practice violation on the page, naming each rule and the elements
 * that break it. Colour contrast needs a real browser and is left to the e2e suite.
 */
export async function expectNoViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
