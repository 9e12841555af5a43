import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, pages } from './fixtures.ts';

/** Every document to check: the pages and the not-found page. */
export const documents = [...pages.map((page) => page.path), '/no-such-page'];

const WCAG_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
  // AAA: contrast of 7:1 for text, 4.5:1 for large text (1.4.6), which the site meets.
  'wcag2aaa',
];

export async function expectNoViolations(page: Page, testInfo: TestInfo, label: string) {
  // Legacy mode runs axe in the page itself. The default gathers each frame's
  // results in a blank page that it opens and loads axe into, on every check,
  // for frames the site does not have.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  await testInfo.attach(`axe ${label}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `${label}: axe violations`).toEqual([]);
}
