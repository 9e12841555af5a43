import { site } from '../../../app/content/site.ts';
import { expect, openApp, pages, test } from '../fixtures.ts';

// A panel link's client-side navigation, with its mark, title and focus, is
// proven in every engine, Chromium in the everyday run: tests/engines/menu.spec.ts.

test('the side panel is a 200px navigation landmark with every page and the design site', async ({
  page,
}) => {
  await openApp(page, '/capabilities');
  await expect(page.getByRole('button', { name: 'Toggle sidenav' })).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const nav = page.getByRole('navigation');
  await expect(nav).toHaveCount(1);
  await expect(nav.getByRole('link')).toHaveText([
    ...pages.map((entry) => entry.label),
    `${site.designSiteLabel} (external site)`,
  ]);
  await expect(nav.getByRole('link', { name: site.designSiteLabel })).toHaveAttribute(
    'href',
    site.designSiteUrl,
  );
  const box = await nav.boundingBox();
  expect(box?.width).toBe(200);
});

test('the current page is marked and highlighted in the menu', async ({ page }) => {
  await openApp(page, '/portfolio');
  const nav = page.getByRole('navigation');
  const current = nav.getByRole('link', { name: 'Portfolio', exact: true });
  const other = nav.getByRole('link', { name: 'Resume', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(other).not.toHaveAttribute('aria-current');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  const look = (link: typeof current) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.fontWeight} ${style.borderLeftColor}`;
    });
  expect(await look(current)).not.toBe(await look(other));
});
