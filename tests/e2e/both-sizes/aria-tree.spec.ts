import type { Page } from '@playwright/test';
import { site } from '../../../app/content/site.ts';
import { VCARD_PATH } from '../../../app/lib/vcard.ts';
import { outline as specOutline } from '../../support/published-figures.ts';
import { animationsDone, bothSizesOnHome, expect, openApp, pages, test } from '../fixtures.ts';

/**
 * The accessibility tree's outline, per page and screen size, against the
 * committed one in tests/e2e/__snapshots__/aria/: the landmarks, headings,
 * links, buttons and tables, with their names and link targets, from
 * Playwright's own ARIA snapshot. A change of structure shows in review as a
 * changed file; after an intended one, run
 *
 *   npx playwright test aria-tree --update-snapshots
 *
 * and commit the files with the change. Prose, lists and cells are left out,
 * so editing copy changes nothing here; so are the owner's details (site.ts)
 * and the figures (checked against the published figures elsewhere), so
 * replacing them or changing the rate does not either.
 */

/** The roles an outline keeps: what a screen reader user moves between. */
const OUTLINE_ROLES = new Set([
  'banner',
  'main',
  'navigation',
  'contentinfo',
  'region',
  'complementary',
  'dialog',
  'article',
  'heading',
  'link',
  'button',
  'table',
]);

/**
 * Playwright's ARIA snapshot (YAML, two spaces a level) cut to the outline's
 * roles, each kept node re-indented under its nearest kept ancestor.
 */
function outline(snapshot: string): string {
  const kept: number[] = []; // the indents of the kept ancestors of the current line
  const lines: string[] = [];
  for (const line of snapshot.split('\n')) {
    const match = /^(\s*)- (\/url:|[a-z]+)(.*)$/.exec(line);
    if (!match) continue;
    const [, indent = '', role = '', rest = ''] = match;
    while (kept.length > 0 && kept.at(-1)! >= indent.length) kept.pop();
    if (role !== '/url:' && !OUTLINE_ROLES.has(role)) continue;
    lines.push(`${'  '.repeat(kept.length)}- ${role}${rest.replace(/:$/, '')}`);
    if (role !== '/url:') kept.push(indent.length);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Links to the pages of pages.ts, as one line however many there are: the
 * menu lists the pages the owner has, and a page added changes no outline.
 */
function pageLinksAsOne(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const [, indent = '', label] = /^(\s*)- link "(.*)"$/.exec(lines[at]!) ?? [];
    const page = pages.find(
      (entry) => entry.label === label && lines[at + 1] === `${indent}  - /url: ${entry.path}`,
    );
    if (!page) {
      kept.push(lines[at]!);
      continue;
    }
    const line = `${indent}- link to each page of pages.ts`;
    if (kept.at(-1) !== line) kept.push(line);
    at += 1;
  }
  return kept.join('\n');
}

/** The owner's details and every figure, as placeholders. */
function placeholders(text: string): string {
  let result = pageLinksAsOne(text)
    .replaceAll(VCARD_PATH, '{the contact card}')
    .replaceAll(new URL(site.siteUrl).host.replace(/^www\./, ''), '{site.siteUrl host}');
  for (const [field, value] of Object.entries(site)) {
    if (typeof value === 'string' && value.length >= 4)
      result = result.replaceAll(value, `{site.${field}}`);
  }
  // Figures inside names only, not heading levels or escapes in addresses.
  return result.replace(/"[^"\n]*"/g, (name) =>
    name.replace(/\$?\d[\d,.]*(?:[–-]\$?\d[\d,.]*)?/g, '#'),
  );
}

async function outlineOf(page: Page) {
  return placeholders(outline(await page.locator('body').ariaSnapshot()));
}

// The specification's pages; a page the owner adds has no committed outline to match.
for (const entry of pages.filter((page) => specOutline[page.path])) {
  test(
    `${entry.path}: the accessibility tree's landmarks, headings, links and buttons are as committed`,
    { tag: bothSizesOnHome(entry.path) },
    async ({ page }, testInfo) => {
      await openApp(page, entry.path);
      let tree = await outlineOf(page);
      // On a phone the menu is a dialog, in the tree only while open: its outline follows the page's.
      const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
      if (await toggle.isVisible()) {
        await toggle.click();
        await animationsDone(page);
        tree += `# the menu, open\n${placeholders(outline(await page.getByRole('dialog').ariaSnapshot()))}`;
      }
      expect(tree).toMatchSnapshot([
        'aria',
        testInfo.project.name.replace(/-full$/, ''),
        `${entry.path.slice(1)}.aria.yml`,
      ]);
    },
  );
}
