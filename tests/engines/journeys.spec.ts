/**
 * The site's core journeys, written once and run in Chromium, Firefox and
 * WebKit (playwright.engines.config.ts), each through its own driver. The
 * Playwright suite in tests/e2e goes deeper, in Chromium only.
 */
import { isListed, notFoundPage } from '../../app/content/pages.ts';
import { sitePages as pages } from '../../app/lib/site-pages.ts';
import { documentTitle } from '../../app/lib/meta.ts';
import { outline } from '../support/published-figures.ts';
import { shippedContent } from '../support/shipped-content.ts';
import type { Driver } from './drivers/index.ts';
import { DESKTOP, HANDSET, expect, test } from './fixtures.ts';
import { focused, openApp, url, waitFor } from './page.ts';
import { site } from '../../app/content/site.ts';

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
      expect(controls[0]).toEqual({ tag: 'a', text: site.words.skipLink });
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
        // The specification's outline while the content is the template's; the owner's has its own words.
        const expected = shippedContent ? outline[page.path] : undefined;
        expect(text.trim(), page.path).not.toBe('');
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

test('on a phone the tier table, its rows laid out as blocks, is still a table to the engine', async ({
  driver,
}) => {
  test.skip(!isListed('/services'), 'the site has no services page');
  test.skip(
    !driver.roles,
    `${driver.engine}'s driver cannot read the accessibility tree (Chromium's is read in tests/e2e)`,
  );
  await driver.setViewport(HANDSET.width, HANDSET.height);
  await driver.goto(url('/services'));
  // Each element as the engine exposes it: the roles are the elements' own, none written out.
  const exposed = async (selector: string) => [...new Set(await driver.roles!(selector))];
  expect(await exposed('table')).toEqual(['table']);
  expect(await exposed('tr')).toEqual(['row']);
  expect(await exposed('thead th')).toEqual(['columnheader']);
  expect(await exposed('tbody th')).toEqual(['rowheader']);
  expect(await exposed('tbody td')).toEqual(['cell']);
});
