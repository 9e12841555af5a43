import type { Page } from '@playwright/test';
import { everyday, expect, openApp, pages, test } from '../fixtures.ts';

/**
 * WCAG 2.2 criteria that axe cannot check, measured in the rendered page.
 * Each test sets its own screen sizes, so the file runs in one project only
 * (its name's `.handset`); sizes do not depend on the colour theme, so they
 * run in the light one.
 */

interface Target {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** A link inside a sentence, which 2.5.8 and 2.5.5 exempt. */
  readonly inline: boolean;
}

/**
 * Every visible control and link, with the size a finger can hit: its own
 * box, or, where its ::after is laid over the card it sits in (a card's
 * title link), that card's box.
 */
function targets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const found: Target[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      'a[href], button, summary, input, select, textarea, [tabindex="0"]',
    )) {
      const style = getComputedStyle(element);
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (getComputedStyle(element, '::after').position === 'absolute' && element.offsetParent)
        box = element.offsetParent.getBoundingClientRect();
      const text = (element.textContent ?? '').trim();
      const around = (element.parentElement?.textContent ?? '').trim();
      found.push({
        name: (element.getAttribute('aria-label') ?? text).slice(0, 40),
        width: box.width,
        height: box.height,
        inline: style.display === 'inline' && around !== text,
      });
    }
    return found;
  });
}

const SCREENS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
];

for (const entry of pages) {
  test(
    `${entry.path}: every control and link is at least 44 by 44 px, but links inside a sentence (2.5.5, 2.5.8)`,
    { tag: everyday(entry.path) },
    async ({ page }) => {
      for (const screen of SCREENS) {
        await page.setViewportSize(screen.viewport);
        await openApp(page, entry.path);
        const all = await targets(page);
        // The toggle or the panel's links, the studio's name, the skip link at least.
        expect(all.length, `${screen.name}: targets found`).toBeGreaterThanOrEqual(3);
        const small = all
          .filter((target) => !target.inline && Math.min(target.width, target.height) < 44)
          .map(
            (target) => `"${target.name}" ${Math.round(target.width)}×${Math.round(target.height)}`,
          );
        expect(small, screen.name).toEqual([]);
        // Links inside a sentence still keep 2.5.8's minimum height, a line of text.
        const tiny = all.filter((target) => Math.min(target.width, target.height) < 18);
        expect(tiny, screen.name).toEqual([]);
      }
    },
  );

  test(
    `${entry.path} reflows at 320 CSS px, as at 1280 px with 400% zoom: nothing scrolls sideways or is cut off (1.4.10)`,
    { tag: everyday(entry.path) },
    async ({ page }) => {
      // 320×256 is the criterion's own size; 320×200 is a 1280×800 screen at 400%.
      for (const viewport of [
        { width: 320, height: 256 },
        { width: 320, height: 200 },
      ]) {
        await page.setViewportSize(viewport);
        await openApp(page, entry.path);
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const root = document.scrollingElement ?? document.documentElement;
          if (root.scrollWidth > root.clientWidth)
            found.push(`the page is ${root.scrollWidth}px wide`);
          for (const element of document.querySelectorAll<HTMLElement>('body *')) {
            const style = getComputedStyle(element);
            if (element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
            // Hidden the same way in narrow layouts only: the tier table's header row.
            if (style.clipPath === 'inset(50%)' && element.getBoundingClientRect().width <= 1)
              continue;
            if (!/hidden|clip/.test(style.overflowX) && !/auto|scroll/.test(style.overflowX))
              continue;
            if (element.scrollWidth <= element.clientWidth + 1) continue;
            // A region that scrolls on its own must say what it is and take the keyboard.
            const scrolls = /auto|scroll/.test(style.overflowX);
            const named =
              element.getAttribute('aria-label') || element.getAttribute('aria-labelledby');
            const region =
              element.tagName === 'SECTION' || element.getAttribute('role') === 'region';
            if (scrolls && region && named && element.tabIndex === 0) continue;
            found.push(
              `<${element.tagName.toLowerCase()} class="${element.className}"> ${scrolls ? 'scrolls sideways' : 'cuts off'} ${element.scrollWidth - element.clientWidth}px`,
            );
          }
          return found;
        });
        expect(problems, `${viewport.width}×${viewport.height}`).toEqual([]);
      }
    },
  );
}

/**
 * Text that no longer fits its box: an element whose own text overflows it
 * (cut off if it clips, lying over what follows if not), and a page wider
 * than the screen.
 */
function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth}px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('.visually-hidden, [aria-hidden="true"], dialog:not([open]), script'))
        continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const style = getComputedStyle(element);
      if (!ownText || style.display === 'inline' || style.display === 'none') continue;
      const wide = element.scrollWidth - element.clientWidth;
      let tall = element.scrollHeight - element.clientHeight;
      // Text may rise over its own box (a heading's tight line height) into
      // the space after it: that hides nothing unless it reaches what follows,
      // or the box clips it.
      if (!/hidden|clip/.test(style.overflowY)) {
        const box = element.getBoundingClientRect();
        const after = element.nextElementSibling?.getBoundingClientRect();
        const below =
          after && after.top >= box.bottom && after.left < box.right && after.right > box.left;
        tall = below ? box.top + element.scrollHeight - after.top : 0;
      }
      if (wide > 1 || tall > 1)
        found.push(
          `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}" spills ${Math.max(wide, tall)}px`,
        );
    }
    return found;
  });
}

/**
 * Adds a reader's style sheet, as a constructed one: the site's policy
 * refuses inline styles, as it should, but governs no style sheet script builds.
 */
async function readerStyles(page: Page, css: string) {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/** WCAG 1.4.12's spacing: what a reader's style sheet may set. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`;

for (const entry of pages) {
  test(
    `${entry.path}: with WCAG's text spacing nothing is cut off or overlaps (1.4.12)`,
    { tag: everyday(entry.path) },
    async ({ page }) => {
      for (const screen of SCREENS) {
        await page.setViewportSize(screen.viewport);
        await openApp(page, entry.path);
        await readerStyles(page, TEXT_SPACING);
        expect(await spills(page), screen.name).toEqual([]);
      }
    },
  );

  test(
    `${entry.path}: with text at 200% everything is there, nothing overlaps, and the menu is reachable (1.4.4)`,
    { tag: everyday(entry.path) },
    async ({ page }) => {
      for (const screen of SCREENS) {
        await page.setViewportSize(screen.viewport);
        await openApp(page, entry.path);
        await readerStyles(page, 'html { font-size: 200% !important; }');
        expect(await spills(page), screen.name).toEqual([]);
        const toggle = page.getByRole('button', { name: 'Toggle sidenav' });
        if (await toggle.isVisible()) {
          await toggle.click();
          await expect(
            page.getByRole('dialog').getByRole('link', { name: 'Contact' }),
          ).toBeVisible();
          await page.keyboard.press('Escape');
        } else {
          await expect(
            page.getByRole('navigation').getByRole('link', { name: 'Contact' }),
          ).toBeVisible();
        }
      }
    },
  );
}

test('the pricing table scrolls in its own named region, which takes the keyboard, when text outgrows the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openApp(page, '/services');
  await readerStyles(page, 'html { font-size: 200% !important; }');
  const table = page.getByRole('table');
  const region = table.locator('xpath=..');
  await expect(region).toHaveRole('region');
  await expect(region).toHaveAccessibleName((await table.locator('caption').textContent()) ?? '');
  const widths = await region.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(widths[0], 'the table is wider than the region').toBeGreaterThan(widths[1]!);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('where the system asks for more contrast, muted text is as strong as body text and borders grow stronger, in both themes', async ({
  page,
}) => {
  const colours = () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      document.body.append(probe);
      const resolve = (name: string) => {
        probe.style.color = `var(${name})`;
        return getComputedStyle(probe).color;
      };
      const result = {
        text: resolve('--color-text'),
        muted: resolve('--color-text-muted'),
        border: resolve('--color-border'),
      };
      probe.remove();
      return result;
    });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, contrast: 'no-preference' });
    await openApp(page, '/portfolio');
    const usual = await colours();
    expect(usual.muted, colorScheme).not.toBe(usual.text);
    await page.emulateMedia({ colorScheme, contrast: 'more' });
    const more = await colours();
    expect(more.muted, colorScheme).toBe(more.text);
    expect(more.border, colorScheme).not.toBe(usual.border);
  }
});
