import type { Locator } from '@playwright/test';
import { homePath } from '../../../app/content/pages.ts';
import { expect, menuPages as pages, openApp, test } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';
import { languages } from '../../../app/lib/languages.ts';

// The menu's last page but home: the most Tabs into the menu, in the owner's order.
const target = pages.findLast((page) => page.path !== homePath)!;
const tabs = pages.indexOf(target) + 1;

async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const outline = await locator.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
}

test('keyboard only: skip link, menu and pages', async ({ page, isMobile }) => {
  await openApp(page, '/home');

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: site.words.skipLink });
  await expectVisibleFocus(skip);
  await expect(skip).toBeInViewport();
  // It covers nothing of the toolbar: the studio's name, the toggle, the booking button.
  const toolbar = (await page.getByRole('banner').boundingBox())!;
  expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('main').getByRole('link').first());

  await openApp(page, '/home');
  await page.keyboard.press('Tab'); // skip link
  if (isMobile) {
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: site.words.menuButton });
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    // The menu's close button has focus; a Tab for each link up to the target reaches it.
    for (let step = 0; step < tabs; step += 1) await page.keyboard.press('Tab');
  } else {
    await page.keyboard.press('Tab'); // studio name
    for (const _ of languages.slice(1)) await page.keyboard.press('Tab'); // each other language
    await page.keyboard.press('Tab'); // booking, at the toolbar's end
    for (let step = 0; step < tabs; step += 1) await page.keyboard.press('Tab');
  }
  const link = page
    .getByRole('navigation', { name: site.words.navigation })
    .getByRole('link', { name: target.label, exact: true });
  await expectVisibleFocus(link);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // From the heading, Tab continues into the new page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
