import type { Page } from '@playwright/test';
import { wcagContrast } from 'culori';
import { documents, expectNoViolations } from '../axe.ts';
import { animationsDone, everyday, expect, openApp, test } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';

/**
 * axe (with its AAA text contrast, 1.4.6), and the WCAG 2.2 criteria axe
 * cannot check, whose result depends on the screen: each page at the project's size (handset and desktop), in both
 * themes, a test per theme, loaded once for every check. The checks that set their own
 * screen sizes are in handset/wcag-sizes.spec.ts and reader-text.spec.ts.
 */

/**
 * Tab reaches every control, each with a visible focus ring of 3:1, never
 * hidden under the sticky toolbar (2.4.7, 2.4.11, 2.4.13).
 */
async function focusRings(page: Page, colorScheme: string) {
  const count = await page.locator('a[href]:visible, button:visible').count();
  const seen = new Set<string>();
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      // Covered if what is drawn at every sampled point is something else that is not inside it.
      const points = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
        [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
      ];
      const visible = points.some(([x = 0, y = 0]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (element.contains(hit) || hit.contains(element));
      });
      const style = getComputedStyle(element);
      let behind = 'rgb(255, 255, 255)';
      for (let at = element.parentElement; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (!/^rgba\(.*, 0\)$|^transparent$/.test(colour)) {
          behind = colour;
          break;
        }
      }
      const index = [...document.querySelectorAll('*')].indexOf(element);
      return {
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" (element ${index})`,
        visible,
        ring: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
        outline: style.outlineColor,
        behind,
      };
    });
    if (!focus || seen.has(focus.name)) break;
    seen.add(focus.name);
    expect(focus.visible, `${focus.name} is in view (${colorScheme})`).toBe(true);
    expect(focus.ring, `${focus.name}'s focus ring width (${colorScheme})`).toBeGreaterThanOrEqual(
      2,
    );
    expect(
      wcagContrast(focus.outline, focus.behind),
      `${focus.name}'s focus ring contrast (${colorScheme})`,
    ).toBeGreaterThanOrEqual(3);
  }
  expect(seen.size, 'controls reached by Tab').toBeGreaterThanOrEqual(Math.max(3, count - 1));
}

/** Control edges, icons and the current-page marker reach 3:1 against what is behind them (1.4.11). */
async function controlContrast(page: Page, colorScheme: string) {
  // On a phone the menu's links and its close button are inside the sheet: open it.
  const toggle = page.getByRole('button', { name: site.words.menuButton });
  if (await toggle.isVisible()) {
    await toggle.click();
    await animationsDone(page);
  }
  const found = await page.evaluate(() => {
    const opaque = (colour: string) => !/^rgba\(.*, 0\)$|^transparent$/.test(colour);
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !element.closest('[inert], dialog:not([open])');
    };
    // The background drawn behind an element: its nearest ancestor's that paints one.
    const behind = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (opaque(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const pairs: { what: string; colour: string; behind: string }[] = [];
    const check = (what: string, element: Element, colour: string) =>
      pairs.push({ what, colour, behind: behind(element) });
    const name = (element: Element) =>
      `"${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const modal = document.querySelector('dialog[open]');
    const controls = [...document.querySelectorAll('a[href], button, [tabindex="0"]')].filter(
      (element) => visible(element) && (!modal || modal.contains(element)),
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      // A control drawn as a box is known by its edge: a border (any side), or failing that its fill.
      const border = (['top', 'right', 'bottom', 'left'] as const)
        .map((side) => ({
          width: Number.parseFloat(style.getPropertyValue(`border-${side}-width`)),
          line: style.getPropertyValue(`border-${side}-style`),
          colour: style.getPropertyValue(`border-${side}-color`),
        }))
        .find((side) => side.width >= 1 && side.line !== 'none' && opaque(side.colour));
      if (border) check(`${name(control)}'s border`, control, border.colour);
      else if (opaque(style.backgroundColor))
        check(`${name(control)}'s fill`, control, style.backgroundColor);
      // An icon in a control: the lines it is drawn with.
      for (const shape of control.querySelectorAll('svg path')) {
        const stroke = getComputedStyle(shape).stroke;
        if (stroke !== 'none') check(`${name(control)}'s icon`, control, stroke);
      }
      // The current page's link in the menu: its marker.
      if (control.getAttribute('aria-current') === 'page' && control.closest('nav'))
        check(`${name(control)}'s current-page marker`, control, style.borderInlineStartColor);
    }
    return { pairs, checked: controls.length };
  });
  expect(found.checked, `${colorScheme}: controls checked`).toBeGreaterThanOrEqual(3);
  const problems = found.pairs.flatMap(({ what, colour, behind }) => {
    const ratio = wcagContrast(colour, behind);
    return ratio < 3 ? [`${what} ${ratio.toFixed(2)}:1 (${colour} on ${behind})`] : [];
  });
  expect(problems, colorScheme).toEqual([]);
}

// Each walks every control of a page with Tab, and runs axe twice: on a busy
// machine that takes a while, so the time allowed is that of a slow test.
test.slow();

for (const path of documents) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(
      `${path}, ${colorScheme}: axe with the menu closed and open, control and focus-ring contrast, and a focus ring on every control`,
      { tag: everyday(path) },
      async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme });
        await openApp(page, path);
        await expectNoViolations(page, testInfo, `${path}, ${colorScheme}`);
        await focusRings(page, colorScheme);
        // Last: on a phone it opens the menu, which axe then checks too.
        await controlContrast(page, colorScheme);
        if (await page.getByRole('dialog').isVisible())
          await expectNoViolations(page, testInfo, `${path}, ${colorScheme}, menu open`);
      },
    );
  }
}
