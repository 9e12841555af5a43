import { contactPath } from '../../../app/content/pages.ts';
import type { Page } from '@playwright/test';
import { SCREENS } from '../../support/screens.ts';
import { reloadInFigtree } from '../../support/stills.ts';
import { everyday, expect, ifListed, openApp, pages, rightToLeft, test } from '../fixtures.ts';
import { languageOf, pageOf } from '../../../app/lib/languages.ts';

/**
 * WCAG 2.2 criteria on the reader's own text: spacing, size and contrast
 * (wcag-sizes.spec.ts has the target sizes and reflow). Each test sets its
 * own screen sizes, so the file runs in one project only; they run in the
 * light theme but the last.
 */

/**
 * Text that no longer fits its box: an element whose own text overflows it
 * (cut off if it clips, lying over what follows if not), a link or button
 * drawn past the toolbar's edges, and a page wider than the screen.
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
    // The toolbar holds what it shows: nothing of it lies past its edges.
    for (const bar of document.querySelectorAll('header:not(main *)')) {
      const edges = bar.getBoundingClientRect();
      for (const part of bar.querySelectorAll<HTMLElement>('a, button')) {
        const box = part.getBoundingClientRect();
        if (box.width === 0) continue;
        const past = Math.max(
          edges.top - box.top,
          box.bottom - edges.bottom,
          edges.left - box.left,
          box.right - edges.right,
        );
        if (past > 1)
          found.push(
            `<${part.tagName.toLowerCase()}> "${(part.textContent ?? '').trim().slice(0, 30)}" lies ${Math.round(past)}px past the toolbar`,
          );
      }
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

/** The page in Figtree, whatever the machine's speed (stills.ts). */
async function openInFigtree(page: Page, path: string) {
  await openApp(page, path);
  await reloadInFigtree(page);
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
        await openInFigtree(page, entry.path);
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
        await openInFigtree(page, entry.path);
        await readerStyles(page, 'html { font-size: 200% !important; }');
        expect(await spills(page), screen.name).toEqual([]);
        // The page's language's words, and its contact page in its menu.
        const language = languageOf(entry.path);
        const { site } = language;
        const contact = pageOf(language, 'contact')?.label ?? '';
        const toggle = page.getByRole('button', { name: site.words.menuButton });
        if (await toggle.isVisible()) {
          await toggle.click();
          await expect(
            page.getByRole('dialog').getByRole('link', { name: contact, exact: true }),
          ).toBeVisible();
          await page.keyboard.press('Escape');
        } else {
          await expect(
            page
              .getByRole('navigation', { name: site.words.navigation })
              .getByRole('link', { name: contact, exact: true }),
          ).toBeVisible();
        }
      }
    },
  );
}

for (const path of ifListed('/services'))
  test('the pricing table never widens the page: wider than the screen, it scrolls in its own named region, which takes the keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openApp(page, path);
    await readerStyles(page, 'html { font-size: 200% !important; }');
    const table = page.getByRole('table');
    const region = table.locator('xpath=..');
    await expect(region).toHaveRole('region');
    await expect(region).toHaveAccessibleName((await table.locator('caption').textContent()) ?? '');
    await page.evaluate(() => document.fonts.ready);
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await sideways(), 'the page scrolls sideways').toBe(0);
    // Whether the owner's words outgrow the screen depends on their length and on the font
    // that drew them: a table wider than the screen, whatever made it so, stays in its region.
    await readerStyles(page, 'table { min-width: 200vw; }');
    await expect
      .poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth))
      .toBeGreaterThan(0);
    expect(await sideways(), 'the page scrolls sideways').toBe(0);
    // Toward the lines' end: leftward in a language that runs right to left.
    await region.press(rightToLeft ? 'ArrowLeft' : 'ArrowRight');
    await expect
      .poll(() => region.evaluate((element) => Math.abs(element.scrollLeft)))
      .toBeGreaterThan(0);
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
    await openApp(page, contactPath);
    const usual = await colours();
    expect(usual.muted, colorScheme).not.toBe(usual.text);
    await page.emulateMedia({ colorScheme, contrast: 'more' });
    const more = await colours();
    expect(more.muted, colorScheme).toBe(more.text);
    expect(more.border, colorScheme).not.toBe(usual.border);
  }
});
