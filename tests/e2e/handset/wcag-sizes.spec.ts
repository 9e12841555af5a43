import type { Page } from '@playwright/test';
import { SCREENS } from '../../support/screens.ts';
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
