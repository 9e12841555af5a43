import { expect, test } from '../fixtures.ts';

test.use({ javaScriptEnabled: false });

// Every page's content and menu without JavaScript: content.spec.ts.
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
