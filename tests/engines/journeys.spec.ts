/**
 * The site's core journeys, written once and run in Chromium, Firefox and
 * WebKit (playwright.engines.config.ts), each through its own driver. The
 * Playwright suite in tests/e2e goes deeper, in Chromium only.
 */
import { notFoundPage, pages } from '../../app/content/pages.ts';
import { documentTitle } from '../../app/lib/meta.ts';
import { outline } from '../support/published-figures.ts';
import type { Driver } from './drivers/index.ts';
import { DESKTOP, HANDSET, expect, test } from './fixtures.ts';
import { click, focused, openApp, settled, waitFor } from './page.ts';

const base = () => test.info().project.use.baseURL ?? '';
const url = (path: string) => `${base()}${path}`;

const MENU = 'dialog#side-menu';
const TOGGLE = 'button[aria-controls="side-menu"]';

/** Nothing wider than the page: measured against clientWidth, so classic scrollbars count. */
async function expectNoSidewaysScroll(driver: Driver, what: string) {
  const { scrollWidth, clientWidth } = await driver.evaluate<{
    scrollWidth: number;
    clientWidth: number;
  }>(
    `({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })`,
  );
  expect(scrollWidth, `${what}: page width ${scrollWidth} > ${clientWidth}`).toBeLessThanOrEqual(
    clientWidth,
  );
}

const sizes = { handset: HANDSET, desktop: DESKTOP } as const;

for (const [sizeName, size] of Object.entries(sizes)) {
  test.describe(`${sizeName} ${size.width}×${size.height}`, () => {
    test('every route loads, hydrates, has one h1 and fits the width', async ({ driver }) => {
      await driver.setViewport(size.width, size.height);
      for (const path of [...pages.map((page) => page.path), '/no-such-page']) {
        await openApp(driver, url(path));
        expect(await driver.evaluate<number>(`document.querySelectorAll('h1').length`), path).toBe(
          1,
        );
        await expectNoSidewaysScroll(driver, path);
        // A browser may report the 404 answer of the not-found page itself; nothing else.
        const ownNotFound = new RegExp(`status of 404 \\(Not Found\\) \\(${url(path)}\\)$`);
        const logged = await driver.takeConsole();
        expect(
          logged.filter((line) => !ownNotFound.test(line)),
          path,
        ).toEqual([]);
      }
      expect(await driver.evaluate<string>('document.title')).toBe(
        documentTitle(notFoundPage.title),
      );
    });

    test('from the skip link, Tab reaches every control in reading order, Shift+Tab walks back out, and the skip link works', async ({
      driver,
    }) => {
      await driver.setViewport(size.width, size.height);
      await openApp(driver, url('/home'));
      // Every control a visitor can see, in the document's order, which is the reading order.
      const controls = await driver.evaluate<{ tag: string; text: string }[]>(
        `[...document.querySelectorAll('a[href], button, [tabindex="0"]')]
          .filter((element) => element.checkVisibility())
          .map((element) => ({
            tag: element.tagName.toLowerCase(),
            text: (element.getAttribute('aria-label') || element.textContent || '').trim(),
          }))`,
      );
      expect(controls[0]).toEqual({ tag: 'a', text: 'Skip to main content' });
      const walk = async (key: 'Tab' | 'Shift+Tab', steps: number) => {
        const reached: { tag: string; text: string }[] = [];
        for (let step = 0; step < steps; step++) {
          await driver.press(key);
          const { tag, text } = await focused(driver);
          reached.push({ tag, text });
        }
        return reached;
      };
      expect(await walk('Tab', controls.length), 'Tab from the top').toEqual(controls);
      // No trap: from the last control, Shift+Tab goes back through every one to the skip link.
      expect(await walk('Shift+Tab', controls.length - 1), 'Shift+Tab from the end').toEqual(
        controls.slice(0, -1).reverse(),
      );
      await driver.press('Enter');
      await waitFor(driver, `location.hash === '#main'`, 'the skip link to be followed');
      expect(await focused(driver, 'main')).toMatchObject({ inside: true });
    });

    test('the dark theme renders', async ({ launch }) => {
      const light = await launch({});
      const dark = await launch({ colorScheme: 'dark' });
      const colours = async (driver: Driver) => {
        await driver.setViewport(size.width, size.height);
        await openApp(driver, url('/home'));
        return driver.evaluate<{ background: number; text: number }>(`(() => {
          const luminance = (colour) => {
            const [r, g, b] = colour.match(/[\\d.]+/g).map(Number);
            return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
          };
          const style = getComputedStyle(document.body);
          return { background: luminance(style.backgroundColor), text: luminance(style.color) };
        })()`);
      };
      const lightColours = await colours(light);
      const darkColours = await colours(dark);
      expect(lightColours.background).toBeGreaterThan(0.8);
      expect(darkColours.background).toBeLessThan(0.2);
      expect(darkColours.text).toBeGreaterThan(0.7);
    });

    test('without JavaScript every page is complete', async ({ launch }) => {
      const driver = await launch({ javaScript: false });
      await driver.setViewport(size.width, size.height);
      for (const page of pages) {
        await driver.goto(url(page.path));
        const text = (
          await driver.evaluate<string>(`document.querySelector('main').innerText`)
        ).replace(/\s+/g, ' ');
        const expected = outline[page.path];
        // innerText is the text as rendered, so CSS may have changed its case.
        for (const part of expected ? [expected.heading, ...expected.texts] : []) {
          const pattern =
            typeof part === 'string'
              ? new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')
              : new RegExp(part.source, `${part.flags.replace('i', '')}i`);
          expect(text, page.path).toMatch(pattern);
        }
        await expectNoSidewaysScroll(driver, page.path);
      }
    });
  });
}

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
        `document.elementFromPoint(${HANDSET.width - 60}, ${HANDSET.height / 2}).tagName`,
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
    expect(await focused(driver)).toMatchObject({ tag: 'button', text: 'Toggle sidenav' });
  });

  test('its visible close button closes it from the keyboard, and focus returns', async ({
    driver,
  }) => {
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await openApp(driver, url('/home'));
    await openMenu(driver);
    const close = `${MENU} button[aria-label="Close menu"]`;
    const box = await driver.evaluate<{ width: number; height: number; right: number }>(
      `document.querySelector('${close}').getBoundingClientRect().toJSON()`,
    );
    // Drawn inside the 200px panel, at a fingertip's size.
    expect(box.right).toBeLessThanOrEqual(200);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // Reached by Tab from the menu's last link: the focus wraps to it.
    await driver.evaluate(`[...document.querySelectorAll('${MENU} a[href]')].at(-1).focus()`);
    await driver.press('Tab');
    expect(await focused(driver, MENU)).toMatchObject({ tag: 'button', text: 'Close menu' });
    // Firefox driven over WebDriver BiDi gets Enter's key events but never
    // turns them into a click on a button (the toolbar's toggle alike), though
    // a visitor's Firefox does: there the button is clicked once Tab reaches it.
    if (driver.engine === 'firefox') await click(driver, close);
    else await driver.press('Enter');
    await waitFor(driver, `!${isOpen}`, 'the close button to close the menu');
    expect(await focused(driver)).toMatchObject({ tag: 'button', text: 'Toggle sidenav' });
  });

  test('a click on the backdrop closes it', async ({ driver }) => {
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await openApp(driver, url('/about'));
    await openMenu(driver);
    const box = await driver.evaluate<{ right: number }>(
      `document.querySelector('${MENU}').getBoundingClientRect().toJSON()`,
    );
    // Halfway between the panel's edge and the scrollbar, halfway down.
    await driver.clickAt((box.right + HANDSET.width - 24) / 2, HANDSET.height / 2);
    await waitFor(driver, `!${isOpen}`, 'a backdrop click to close the menu');
    expect(await focused(driver)).toMatchObject({ tag: 'button', text: 'Toggle sidenav' });
  });

  test('a link navigates client-side, closes the menu and focuses the new heading', async ({
    driver,
  }) => {
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await openApp(driver, url('/home'));
    await driver.evaluate(`(window.sameDocument = true)`);
    await openMenu(driver);
    await click(driver, `${MENU} a[href="/contact"]`);
    await waitFor(driver, `location.pathname === '/contact'`, 'the Contact page');
    await waitFor(driver, `document.activeElement.tagName === 'H1'`, 'focus on the new h1');
    await settled(driver);
    expect(await driver.evaluate(isOpen)).toBe(false);
    expect(await driver.evaluate(`window.sameDocument === true`), 'no reload').toBe(true);
  });

  test('without JavaScript the toggle opens the menu as a dialog, and it closes', async ({
    launch,
  }) => {
    const driver = await launch({ javaScript: false });
    await driver.setViewport(HANDSET.width, HANDSET.height);
    await driver.goto(url('/resume'));
    const menuVisible = `document.querySelector('${MENU}').getBoundingClientRect().right > 100 && document.querySelector('${MENU}').checkVisibility()`;
    expect(await driver.evaluate(menuVisible)).toBe(false);
    await click(driver, TOGGLE);
    await waitFor(driver, menuVisible, 'the toggle to show the menu');
    expect(
      await driver.evaluate(`document.querySelector('${MENU} a[href="/home"]').checkVisibility()`),
    ).toBe(true);
    await driver.press('Escape');
    await waitFor(driver, `!(${menuVisible})`, 'Escape to close the menu');
    await click(driver, TOGGLE);
    await waitFor(driver, menuVisible, 'the toggle to show the menu again');
    await driver.clickAt(HANDSET.width - 60, HANDSET.height / 2);
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
    expect(await driver.evaluate(current)).toBe('/home');
    await driver.evaluate(`(window.sameDocument = true)`);
    await click(driver, `nav a[href="/portfolio"]`);
    await waitFor(driver, `location.pathname === '/portfolio'`, 'the Portfolio page');
    await waitFor(driver, `document.activeElement.tagName === 'H1'`, 'focus on the new h1');
    await settled(driver);
    expect(await driver.evaluate(current)).toBe('/portfolio');
    expect(await driver.evaluate('document.title')).toBe(documentTitle('Portfolio'));
    expect(await driver.evaluate(`window.sameDocument === true`), 'no reload').toBe(true);
  });
});
