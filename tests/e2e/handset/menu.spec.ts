import { contact } from '../../../app/content/contact.ts';
import { contactPath, pageFor } from '../../../app/content/pages.ts';
import { expect, test, touchOnly } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';

// The menu as a modal dialog (Escape, the backdrop, Tab kept inside, the
// close button, links, the page behind it inert, and without JavaScript) is
// proven in every engine, Chromium in the everyday run:
// tests/engines/menu.spec.ts; its links with no app running, startup.spec.ts.

test('the tap that starts the app opens the menu, which stays open and works while the app takes over', async ({
  page,
}) => {
  await touchOnly(page);
  await page.goto('/home');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: site.words.menuButton });
  await toggle.tap();
  const menu = page.getByRole('dialog', { name: site.words.menu });
  await expect(menu).toBeVisible();
  // The app starts under the open menu and leaves it open.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(menu).toBeVisible();
  // A link in it navigates in the app, closes the menu and focuses the new page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await menu.getByRole('link', { name: pageFor(contactPath).label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: contact.heading })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // From then on it opens as a modal dialog.
  await toggle.click();
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
});
