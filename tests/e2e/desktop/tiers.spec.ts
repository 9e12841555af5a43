import type { Page } from '@playwright/test';
import { firstLanguage, languages, pageOf } from '../../../app/lib/languages.ts';
import { NOT_SHIPPED, shippedContent } from '../../support/shipped-content.ts';
import { expect, openApp, test } from '../fixtures.ts';

/** Each language's services page, while its menu lists one. */
const servicesPages = languages.flatMap((language) => {
  const page = pageOf(language, 'services');
  return page ? [{ tag: language.tag, path: page.path }] : [];
});

/** Each column's share of the tier table's width, as drawn. */
const shares = (page: Page) =>
  page.locator('thead th').evaluateAll((cells) => {
    const table = cells[0]!.closest('table')!.getBoundingClientRect().width;
    return cells.map((cell) => Math.round((cell.getBoundingClientRect().width / table) * 100));
  });

/** The most lines any cell of each tier's row takes. */
const lines = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      Math.max(
        ...[...row.children].map((cell) => {
          const style = getComputedStyle(cell);
          const content =
            cell.clientHeight -
            Number.parseFloat(style.paddingTop) -
            Number.parseFloat(style.paddingBottom);
          return Math.round(content / Number.parseFloat(style.lineHeight));
        }),
      ),
    ),
  );

const first = servicesPages.find(({ tag }) => tag === firstLanguage.tag);

for (const { tag, path } of servicesPages.filter((entry) => entry !== first))
  test(`on a laptop the tiers in ${tag} keep every column as wide as the first language’s`, async ({
    page,
  }) => {
    await openApp(page, first!.path);
    const expected = await shares(page);
    await openApp(page, path);
    expect(await shares(page)).toEqual(expected);
  });

for (const { tag, path } of servicesPages)
  test(`on a laptop no tier of the shipped content takes more than three lines (${tag})`, async ({
    page,
  }) => {
    test.skip(!shippedContent, NOT_SHIPPED);
    await openApp(page, path);
    const taken = await lines(page);
    expect(taken.length).toBeGreaterThan(0);
    for (const [row, count] of taken.entries())
      expect(count, `tier ${row + 1}`).toBeLessThanOrEqual(3);
  });
