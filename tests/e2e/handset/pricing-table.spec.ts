import { publishedTiers } from '../../support/published-figures.ts';
import { expect, openApp, test } from '../fixtures.ts';

test('on a phone each tier reads as one block, its name and what it is above its hours and price, and stays a table for assistive technology', async ({
  page,
}) => {
  await openApp(page, '/services');
  const rows = await page.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const [name, summary, hours, price] = [...tr.children].map((cell) =>
        cell.getBoundingClientRect(),
      );
      const lineHeight = Number.parseFloat(getComputedStyle(tr.children[0]!).lineHeight);
      return {
        nameOnOneLine: name!.height < lineHeight * 1.5,
        nameAbove: name!.bottom <= summary!.top + 1,
        summaryAbove: summary!.bottom <= Math.min(hours!.top, price!.top) + 1,
        figuresSideBySide: Math.abs(hours!.top - price!.top) < 2 && hours!.right < price!.left,
      };
    }),
  );
  expect(rows).toEqual(
    publishedTiers.map(() => ({
      nameOnOneLine: true,
      nameAbove: true,
      summaryAbove: true,
      figuresSideBySide: true,
    })),
  );
  // As the browser exposes it: a table, a row per tier, each with its header and three cells.
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send('Accessibility.getFullAXTree');
  const count = (role: string) =>
    nodes.filter((node) => (node.role?.value as string | undefined) === role).length;
  expect({
    tables: count('table'),
    rows: count('row'),
    rowHeaders: count('rowheader'),
    cells: count('cell'),
  }).toEqual({
    tables: 1,
    rows: publishedTiers.length + 1,
    rowHeaders: publishedTiers.length,
    cells: publishedTiers.length * 3,
  });
});
