import type { Page } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../../../scripts/setup/chromium.ts';
import { readyForStill } from '../../support/stills.ts';
import { FULL, expect, pages, test } from '../fixtures.ts';

const MAX_LINE_CHARACTERS = 75;

// Counted as a visitor's browser draws the text: Chromium's headless shell
// (the everyday tests' browser, where Debian has it) sets glyphs a little
// narrower, so its lines hold a character or two more.
test.use({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS } });

/** The longest line, in characters, of every paragraph and list item in main. */
async function longestLines(page: Page) {
  return page.locator('main').evaluate((main) => {
    const longest: { text: string; length: number }[] = [];
    for (const block of main.querySelectorAll<HTMLElement>('p, li')) {
      const lines = new Map<number, string[]>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const top = Math.round(rect.top);
          lines.set(top, [...(lines.get(top) ?? []), match[0]]);
        }
      }
      for (const words of lines.values()) {
        const line = words.join(' ');
        longest.push({ text: line, length: line.length });
      }
    }
    return longest.toSorted((a, b) => b.length - a.length).slice(0, 1);
  });
}

for (const { path } of pages) {
  test(
    `${path}: no line of text runs past ${MAX_LINE_CHARACTERS} characters, even at 1920px`,
    {
      tag: FULL,
    },
    async ({ page }, testInfo) => {
      test.skip(!testInfo.project.name.startsWith('desktop'), 'a measure for wide screens');
      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 1080 });
        // Measured as drawn in Figtree: on a busy machine a first visit may miss
        // the font (`optional`); readyForStill reloads the page, so that it
        // comes from the cache in time, and starts the app.
        await page.goto(path);
        await readyForStill(page);
        const [longest] = await longestLines(page);
        expect(longest?.length, `at ${width}px: "${longest?.text}"`).toBeLessThanOrEqual(
          MAX_LINE_CHARACTERS,
        );
      }
    },
  );
}
