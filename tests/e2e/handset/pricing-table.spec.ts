import { services } from '../../../app/content/services.ts';
import { formatHourlyRate, tierTable } from '../../../app/lib/pricing.ts';
import { expect, ifListed, openApp, rightToLeft, test } from '../fixtures.ts';

for (const path of ifListed('/services'))
  test('on a phone each tier reads as one block, its name and what it is above its hours and price, and stays a table for assistive technology', async ({
    page,
  }) => {
    await openApp(page, path);
    // The figures, the rate times each tier's hours (published-figures.test.ts holds them to the spec's).
    const cells = await page
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((cell) => cell.textContent.trim())),
      );
    expect(cells.map(([name, , hours, price]) => [name, hours, price])).toEqual(
      tierTable(services.hourlyRate, services.tiers.list),
    );
    await expect(page.getByRole('main')).toContainText(formatHourlyRate(services.hourlyRate));
    const rows = await page.locator('tbody tr').evaluateAll(
      (trs, rtl) =>
        trs.map((tr) => {
          const [name, summary, hours, price] = [...tr.children].map((cell) =>
            cell.getBoundingClientRect(),
          );
          const lineHeight = Number.parseFloat(getComputedStyle(tr.children[0]!).lineHeight);
          return {
            nameOnOneLine: name!.height < lineHeight * 1.5,
            nameAbove: name!.bottom <= summary!.top + 1,
            summaryAbove: summary!.bottom <= Math.min(hours!.top, price!.top) + 1,
            figuresSideBySide:
              Math.abs(hours!.top - price!.top) < 2 &&
              (rtl ? price!.right < hours!.left : hours!.right < price!.left),
          };
        }),
      rightToLeft,
    );
    expect(rows).toEqual(
      services.tiers.list.map(() => ({
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
      rows: services.tiers.list.length + 1,
      rowHeaders: services.tiers.list.length,
      cells: services.tiers.list.length * 4,
    });
  });
