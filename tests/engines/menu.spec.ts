/**
 * The side menu in every engine: a modal dialog on a handset, a permanent
 * panel on a desktop (journeys.spec.ts has the rest of the journeys).
 */
import { contactPath, homePath } from '../../app/content/pages.ts';
import { menuPages as pages } from '../../app/lib/site-pages.ts';
import { documentTitle, sitePath } from '../../app/lib/meta.ts';
import type { Driver } from './drivers/index.ts';
import { DESKTOP, HANDSET, expect, test } from './fixtures.ts';
import { MENU, TOGGLE, click, focused, openApp, settled, url, waitFor } from './page.ts';
import { site } from '../../app/content/site.ts';
import { isRightToLeft } from '../../app/lib/direction.ts';

const rightToLeft = isRightToLeft(site.language);
/** A point over the page, clear of the open menu, which slides in at the side lines start at. */
const pageSide = rightToLeft ? 60 : HANDSET.width - 60;

/** The menu's last page but home, in the owner's order. */
const other = pages.findLast((page) => page.path !== homePath)!;

test.describe('handset menu', () => {
  const isOpen = `document.querySelector('${MENU}').open`;
  const isModal = `document.querySelector('${MENU}').matches(':modal')`;

  async function openMenu(driver: Driver) {
    await click(driver, TOGGLE);
    await waitFor(driver, isModal, 'the menu to open as a modal dialog');
    await settled(driver);
  }

  test('opens as a modal dialog; Tab stays inside; Escape closes it and focus returns', async ({
    driver,
  }) => {
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await openApp(driver, url('/home'));
    expect(await driver.evaluate(isOpen)).toBe(false);
    await openMenu(driver);
    // The page behind a modal dialog is inert: a point over it reaches the
    // dialog's backdrop, and nothing there can take focus.
    expect(
      await driver.evaluate(
        `document.elementFromPoint(${pageSide}, ${HANDSET.height / 2}).tagName`,
      ),
    ).toBe('DIALOG');
    expect(
      await driver.evaluate(
        `(document.querySelector('main').focus(), document.activeElement === document.querySelector('main'))`,
      ),
    ).toBe(false);
    for (let step = 0; step < 12; step++) {
      await driver.press(step < 9 ? 'Tab' : 'Shift+Tab');
      expect(await focused(driver, MENU), `focus after ${step + 1} Tab presses`).toMatchObject({
        inside: true,
      });
    }
    await driver.press('Escape');
    await waitFor(driver, `!${isOpen}`, 'Escape to close the menu');
    expect(await focused(driver)).toMatchObject({ tag: 'button', text: site.words.menuButton });
  });

  test('its visible close button closes it from the keyboard, and focus returns', async ({
    driver,
  }) => {
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await openApp(driver, url('/home'));
    await openMenu(driver);
    const close = `${MENU} button[aria-label="${site.words.closeMenu}"]`;
    const box = await driver.evaluate<{
      width: number;
      height: number;
      left: number;
      right: number;
    }>(`document.querySelector('${close}').getBoundingClientRect().toJSON()`);
    // Drawn inside the 200px panel, at the side lines start at, at a fingertip's size.
    if (rightToLeft) expect(box.left).toBeGreaterThanOrEqual(HANDSET.width - 200);
    else expect(box.right).toBeLessThanOrEqual(200);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // Reached by Tab from the menu's last link: the focus wraps to it.
    await driver.evaluate(`[...document.querySelectorAll('${MENU} a[href]')].at(-1).focus()`);
    await driver.press('Tab');
    expect(await focused(driver, MENU)).toMatchObject({
      tag: 'button',
      text: site.words.closeMenu,
    });
    // Firefox driven over WebDriver BiDi gets Enter's key events but never
    // turns them into a click on a button (the toolbar's toggle alike), though
    // a visitor's Firefox does: there the button is clicked once Tab reaches it.
    if (driver.engine === 'firefox') await click(driver, close);
    else await driver.press('Enter');
    await waitFor(driver, `!${isOpen}`, 'the close button to close the menu');
    expect(await focused(driver)).toMatchObject({ tag: 'button', text: site.words.menuButton });
  });

  test('a click on the backdrop closes it', async ({ driver }) => {
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await openApp(driver, url(contactPath));
    await openMenu(driver);
    const box = await driver.evaluate<{ left: number; right: number }>(
      `document.querySelector('${MENU}').getBoundingClientRect().toJSON()`,
    );
    // Halfway between the panel's edge and the scrollbar, halfway down.
    const outside = rightToLeft ? (24 + box.left) / 2 : (box.right + HANDSET.width - 24) / 2;
    await driver.clickAt(outside, HANDSET.height / 2);
    await waitFor(driver, `!${isOpen}`, 'a backdrop click to close the menu');
    expect(await focused(driver)).toMatchObject({ tag: 'button', text: site.words.menuButton });
  });

  test('a link navigates client-side, closes the menu and focuses the new heading', async ({
    driver,
  }) => {
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await openApp(driver, url('/home'));
    await driver.evaluate(`(window.sameDocument = true)`);
    await openMenu(driver);
    await click(driver, `${MENU} a[href="${sitePath('/contact')}"]`);
    await waitFor(driver, `location.pathname === '${sitePath('/contact')}'`, 'the Contact page');
    await waitFor(driver, `document.activeElement.tagName === 'H1'`, 'focus on the new h1');
    await settled(driver);
    expect(await driver.evaluate(isOpen)).toBe(false);
    expect(await driver.evaluate(`window.sameDocument === true`), 'no reload').toBe(true);
  });

  test('without JavaScript the toggle opens the menu as a dialog, and Escape, its close button and a click outside close it', async ({
    launch,
  }) => {
    const driver = await launch({ javaScript: false });
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await driver.goto(url(contactPath));
    const menuVisible = `document.querySelector('${MENU}').getBoundingClientRect().right > 100 && document.querySelector('${MENU}').getBoundingClientRect().left < innerWidth - 100 && document.querySelector('${MENU}').checkVisibility()`;
    expect(await driver.evaluate(menuVisible)).toBe(false);
    await click(driver, TOGGLE);
    await waitFor(driver, menuVisible, 'the toggle to show the menu');
    expect(
      await driver.evaluate(
        `document.querySelector('${MENU} a[href="${sitePath('/home')}"]').checkVisibility()`,
      ),
    ).toBe(true);
    await driver.press('Escape');
    await waitFor(driver, `!(${menuVisible})`, 'Escape to close the menu');
    await click(driver, TOGGLE);
    await waitFor(driver, menuVisible, 'the toggle to show the menu again');
    await click(driver, `${MENU} button[aria-label="${site.words.closeMenu}"]`);
    await waitFor(driver, `!(${menuVisible})`, 'the close button to close the menu');
    await click(driver, TOGGLE);
    await waitFor(driver, menuVisible, 'the toggle to show the menu again');
    await driver.clickAt(pageSide, HANDSET.height / 2);
    await waitFor(driver, `!(${menuVisible})`, 'a click outside to close the menu');
  });
});

test.describe('desktop panel', () => {
  test('a 200px panel marks the page; a link navigates client-side, moving mark, title and focus', async ({
    driver,
  }) => {
    await driver.setViewport(DESKTOP.width, DESKTOP.height);
    await openApp(driver, url('/home'));
    const panel = `[...document.querySelectorAll('nav')].find((nav) => nav.checkVisibility())`;
    expect(
      await driver.evaluate<number>(`${panel}.parentElement.getBoundingClientRect().width`),
    ).toBe(200);
    const current = `${panel}.querySelector('[aria-current="page"]').getAttribute('href')`;
    expect(await driver.evaluate(current)).toBe(sitePath('/home'));
    await driver.evaluate(`(window.sameDocument = true)`);
    await click(driver, `nav a[href="${sitePath(other.path)}"]`);
    await waitFor(driver, `location.pathname === '${sitePath(other.path)}'`, other.path);
    await waitFor(driver, `document.activeElement.tagName === 'H1'`, 'focus on the new h1');
    await settled(driver);
    expect(await driver.evaluate(current)).toBe(sitePath(other.path));
    expect(await driver.evaluate('document.title')).toBe(documentTitle(other.title));
    expect(await driver.evaluate(`window.sameDocument === true`), 'no reload').toBe(true);
  });
});
