import { outline as specOutline } from '../../support/published-figures.ts';
import { animationsDone, bothSizesOnHome, expect, openApp, pages, test } from '../fixtures.ts';

/**
 * The accessibility tree's structure, per page and screen size, against the
 * committed one in tests/e2e/__snapshots__/aria/: the landmarks, headings,
 * links, buttons and tables, nested as a screen reader meets them, from
 * Playwright's own ARIA snapshot. A change of structure shows in review as a
 * changed file; after an intended one, run
 *
 *   npx playwright test aria-tree --update-snapshots
 *
 * and commit the files with the change. Names and addresses are left out, and
 * a run of alike siblings (the menu's links, the projects) is one entry, so
 * the owner's words, details, pages and projects change nothing here; what
 * the pages say is checked against the specification in content.spec.ts.
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

interface OutlineNode {
  line: string;
  children: OutlineNode[];
}

/**
 * Playwright's ARIA snapshot (YAML, two spaces a level) cut to the outline's
 * roles, without names, each kept node under its nearest kept ancestor.
 */
function outline(snapshot: string): string {
  const root: OutlineNode = { line: '', children: [] };
  const open: [number, OutlineNode][] = [[-1, root]]; // the kept ancestors, by indent
  for (const line of snapshot.split('\n')) {
    const [, indent = '', role = ''] = /^(\s*)- ([a-z]+)/.exec(line) ?? [];
    if (!role) continue;
    while (open.at(-1)![0] >= indent.length) open.pop();
    if (!OUTLINE_ROLES.has(role)) continue;
    // What follows the name: the states, as [level=2] or [expanded].
    const states = /(?: \[[^\]]*\])*$/.exec(line.replace(/:$/, ''))![0];
    const node = { line: `- ${role}${states}`, children: [] };
    open.at(-1)![1].children.push(node);
    open.push([indent.length, node]);
  }
  return `${printed(root.children).join('\n')}\n`;
}

/** The nodes, indented, each alike to its previous sibling left out. */
function printed(nodes: OutlineNode[]): string[] {
  const blocks: string[][] = [];
  for (const node of nodes) {
    const block = [node.line, ...printed(node.children).map((line) => `  ${line}`)];
    if (blocks.at(-1)?.join('\n') !== block.join('\n')) blocks.push(block);
  }
  return blocks.flat();
}

// The specification's pages; a page the owner adds has no committed outline to match.
for (const entry of pages.filter((page) => specOutline[page.path])) {
  test(
    `${entry.path}: the accessibility tree's landmarks, headings, links and buttons are as committed`,
    { tag: bothSizesOnHome(entry.path) },
    async ({ page }, testInfo) => {
      await openApp(page, entry.path);
      let tree = outline(await page.locator('body').ariaSnapshot());
      // On a phone the menu is a dialog, in the tree only while open: its outline follows the page's.
      const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
      if (await toggle.isVisible()) {
        await toggle.click();
        await animationsDone(page);
        tree += `# the menu, open\n${outline(await page.getByRole('dialog').ariaSnapshot())}`;
      }
      expect(tree).toMatchSnapshot([
        'aria',
        testInfo.project.name.replace(/-full$/, ''),
        `${entry.path.slice(1)}.aria.yml`,
      ]);
    },
  );
}
