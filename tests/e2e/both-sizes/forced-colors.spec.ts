import type { Page } from '@playwright/test';
import { animationsDone, everyday, expect, openApp, pages, test } from '../fixtures.ts';
import { languageOf } from '../../../app/lib/languages.ts';

/**
 * Forced colours (Windows High Contrast and its kind): the system replaces
 * every colour, drops backgrounds and shadows, and keeps borders and
 * outlines. Each page at the project's size: what drew an edge with a
 * background must still draw one, the current menu link must still be
 * marked, icons must take the text colour, and focus must still show.
 */

test.use({ forcedColors: 'active' });

/** The menu as it is on screen: the open sheet on a phone, the side panel on larger screens. */
async function openMenu(page: Page, path: string) {
  const { site } = languageOf(path);
  const toggle = page.getByRole('button', { name: site.words.menuButton });
  if (!(await toggle.isVisible()))
    return page.getByRole('navigation', { name: site.words.navigation });
  await toggle.click();
  await animationsDone(page);
  return page.getByRole('dialog');
}

for (const entry of pages) {
  test(
    `${entry.path}: with forced colours, controls and the menu keep their edges, the current page stays marked, icons and focus show`,
    { tag: everyday(entry.path) },
    async ({ page }) => {
      await openApp(page, entry.path);

      // Every button, and every link drawn as a button, keeps a visible border.
      const edgeless = await page.evaluate(() => {
        const canvas = getComputedStyle(document.body).backgroundColor;
        return [...document.querySelectorAll<HTMLElement>('button, a[href]')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return false;
            // Links are drawn as buttons where they are blocks with padding, not words in a line.
            const style = getComputedStyle(element);
            return element.tagName === 'BUTTON' || style.borderTopStyle !== 'none';
          })
          .filter((element) => {
            const style = getComputedStyle(element);
            const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
            return !sides.every(
              (side) =>
                Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >=
                  1 &&
                style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
                style.getPropertyValue(`border-${side.toLowerCase()}-color`) !== canvas,
            );
          })
          .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim());
      });
      expect(edgeless, 'controls without a visible border').toEqual([]);

      // Icons are drawn in the colour of the text around them, which the system sets.
      const offColour = await page.evaluate(() =>
        [...document.querySelectorAll('svg :is(path, circle, rect, line, polyline)')]
          .map((shape) => {
            const style = getComputedStyle(shape);
            return { stroke: style.stroke, fill: style.fill, color: style.color };
          })
          .filter(
            ({ stroke, fill, color }) =>
              (stroke !== 'none' && stroke !== color) || (fill !== 'none' && fill !== color),
          ),
      );
      expect(offColour, 'icon shapes not in the text colour').toEqual([]);

      // The menu keeps an edge against the page, and marks the current page by more than a background.
      const menu = await openMenu(page, entry.path);
      const edge = await page.evaluate(() => {
        const canvas = getComputedStyle(document.body).backgroundColor;
        const drawn = (element: Element | null) => {
          if (!element) return false;
          const style = getComputedStyle(element);
          return (
            Number.parseFloat(style.borderInlineEndWidth) >= 1 &&
            style.borderInlineEndStyle !== 'none' &&
            style.borderInlineEndColor !== canvas
          );
        };
        const open = document.querySelector('dialog[open]');
        // On larger screens the panel's column draws the edge.
        return open ? drawn(open) : drawn(document.querySelector('nav')?.parentElement ?? null);
      });
      expect(edge, "the menu's edge against the page").toBe(true);

      const markers = await menu.getByRole('link').evaluateAll((links) => {
        const canvas = getComputedStyle(document.body).backgroundColor;
        return links.map((link) => {
          const style = getComputedStyle(link);
          return {
            // The page, or the one it is under (a case study's portfolio).
            current: link.hasAttribute('aria-current'),
            marker:
              Number.parseFloat(style.borderInlineStartWidth) >= 3 &&
              style.borderInlineStartColor !== canvas,
            weight: Number(style.fontWeight),
          };
        });
      });
      const current = markers.filter((link) => link.current);
      expect(current, 'the current page has one link, and it is marked').toEqual([
        { current: true, marker: true, weight: 700 },
      ]);
      expect(
        markers.filter((link) => !link.current && (link.marker || link.weight >= 700)),
        'other links carry no marker',
      ).toEqual([]);

      // Focus stays visible: the first controls reached by Tab, in the menu and on the page.
      await page.keyboard.press('Escape');
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          return {
            name: element.getAttribute('aria-label') ?? element.textContent?.trim(),
            width: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
            colour: style.outlineColor,
            canvas: getComputedStyle(document.body).backgroundColor,
          };
        });
        if (!ring) break;
        expect(ring.width, `${ring.name}'s focus ring`).toBeGreaterThanOrEqual(2);
        expect(ring.colour, `${ring.name}'s focus ring colour`).not.toBe(ring.canvas);
      }
    },
  );
}
