import { expect, pages, test } from '../fixtures.ts';

test.use({ javaScriptEnabled: false });

test('without JavaScript every page shows its content and the menu reaches every page', async ({
  page,
  isMobile,
}) => {
  for (const entry of pages) {
    await page.goto(entry.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isMobile) {
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await page.getByRole('button', { name: 'Toggle sidenav' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    }
    const links = page.getByRole('navigation').getByRole('link');
    await expect(links).toHaveCount(pages.length + 1);
    await expect(
      page.getByRole('navigation').getByRole('link', { name: entry.label, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }
});

test('without JavaScript a menu link loads the next page', async ({ page, isMobile }) => {
  await page.goto('/home');
  if (isMobile) {
    await page.getByRole('button', { name: 'Toggle sidenav' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidenav' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidenav' }).click();
  }
  await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
