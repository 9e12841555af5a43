import { animationsDone, expect, openApp, pages, test, touchOnly } from '../fixtures.ts';

test('the menu is closed on load and the toggle opens it as a dialog', async ({ page }) => {
  await openApp(page, '/about');
  const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // The pages and the design site, then booking.
  await expect(menu.getByRole('navigation').getByRole('link')).toHaveCount(pages.length + 1);
  await expect(menu.getByRole('link')).toHaveCount(pages.length + 2);
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
});

test('Escape closes the menu and focus returns to the toggle', async ({ page }) => {
  await openApp(page, '/home');
  const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
  await toggle.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('a click on the backdrop closes the menu', async ({ page }) => {
  await openApp(page, '/home');
  const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
  await toggle.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await animationsDone(page);
  // Right of the 200px panel: the dimmed page.
  await page.mouse.click(320, 500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('Tab and Shift+Tab cycle inside the open menu, from its close button to its last link', async ({
  page,
}) => {
  await openApp(page, '/home');
  await page.getByRole('button', { name: 'Toggle sidenav' }).click();
  const menu = page.getByRole('dialog');
  const close = menu.getByRole('button', { name: 'Close menu' });
  const links = menu.getByRole('link');
  await expect(close).toBeFocused();
  const count = await links.count();
  for (let step = 0; step < count; step += 1) await page.keyboard.press('Tab');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(links.last()).toBeFocused();
});

test('the menu has a visible close button that closes it, by tap or key, and focus returns to the toggle', async ({
  page,
}) => {
  await openApp(page, '/home');
  const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
  await toggle.click();
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close menu' });
  await animationsDone(page);
  // Inside the panel, on screen, and as large as a fingertip (WCAG 2.5.5).
  const box = await close.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(200);
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('following a link navigates and closes the menu', async ({ page }) => {
  await openApp(page, '/home');
  await page.getByRole('button', { name: 'Toggle sidenav' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'SERVICES' })).toBeFocused();
});

test('the open menu is modal: the page behind it is inert', async ({ page }) => {
  await openApp(page, '/home');
  await page.getByRole('button', { name: 'Toggle sidenav' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await animationsDone(page);
  expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  // A point over the page behind reaches the dialog's backdrop, not the page.
  const hit = await page.evaluate(() => document.elementFromPoint(320, 500)?.tagName);
  expect(hit).toBe('DIALOG');
  // Nothing behind it can take focus.
  const main = page.locator('main');
  await main.evaluate((element) => element.focus());
  await expect(main).not.toBeFocused();
});

test('the tap that starts the app opens the menu, which stays open and works while the app takes over', async ({
  page,
}) => {
  await touchOnly(page);
  await page.goto('/home');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
  await toggle.tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // The app starts under the open menu and leaves it open.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(menu).toBeVisible();
  // A link in it navigates in the app, closes the menu and focuses the new page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await menu.getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SERVICES' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // From then on it opens as a modal dialog.
  await toggle.click();
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
});
