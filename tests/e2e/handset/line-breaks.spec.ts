import { everyday, expect, openApp, pages, test } from '../fixtures.ts';

/**
 * No awkward line break: every line of text on every page, as drawn on the
 * narrowest phone, a phone, a laptop and a wide screen (Range client rects,
 * character by character). A line must not end inside a word (in a script that
 * spaces its words): an address breaks only where it offers to, after a dot or
 * a slash (<wbr>). From a phone's width up, it must not start with a dash, a
 * separator dot or a slash, or end in the hyphen of a word pair ("front-" /
 * "end"). Email
 * addresses are not prose: one too long for its line breaks where it can, a
 * hyphen included (layout.spec checks that it fits). Nor is code, whose lines
 * are the author's. The file sets its own screen sizes, so it runs in one
 * project.
 */

const WIDTHS = [320, 390, 1280, 1920];
/** The narrowest phone: held to whole words only, where a line has room for few of them. */
const NARROWEST = 320;

for (const entry of pages) {
  test(
    `${entry.path}: no line splits a word, starts with a dash, a separator dot or a slash, or breaks a hyphenated pair`,
    { tag: everyday(entry.path) },
    async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await openApp(page, entry.path);
        const breaks = await page.evaluate((wordsOnly) => {
          // Every visible character, in document order, with the line box it is drawn in.
          // `joined`: it follows the one before it in the same text, with nothing between.
          const glyphs: {
            char: string;
            top: number;
            bottom: number;
            left: number;
            joined: boolean;
          }[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
            acceptNode: (node) =>
              node.parentElement?.closest(
                '.visually-hidden, script, style, pre, dialog:not([open]), a[href^="mailto:"]',
              )
                ? NodeFilter.FILTER_REJECT
                : NodeFilter.FILTER_ACCEPT,
          });
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            let drawn = -2;
            for (let index = 0; index < text.length; index += 1) {
              const char = text[index] ?? '';
              if (/\s/.test(char)) continue;
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const box = range.getClientRects()[0];
              if (!box || box.width === 0) continue;
              glyphs.push({
                char,
                top: box.top,
                bottom: box.bottom,
                left: box.left,
                joined: drawn === index - 1,
              });
              drawn = index;
            }
          }
          // A new line: a character drawn below the previous one's middle, or back to its left.
          const lines: string[] = [];
          const found: string[] = [];
          // Letters of a script written with spaces between words, where a line may break only there.
          const spaced = (char: string) =>
            /[\p{L}\p{N}]/u.test(char) &&
            !/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u.test(
              char,
            );
          let line = '';
          glyphs.forEach((glyph, index) => {
            const previous = glyphs[index - 1];
            const newLine =
              !previous ||
              glyph.top > (previous.top + previous.bottom) / 2 ||
              glyph.left < previous.left - 1;
            // A wrapped line is drawn lower, in either direction the language runs.
            const lower = previous && glyph.top > (previous.top + previous.bottom) / 2;
            if (lower && glyph.joined && spaced(glyph.char) && spaced(previous.char))
              found.push(`splits a word: …${line.slice(-20)} / ${glyph.char}…`);
            if (newLine && line) lines.push(line);
            line = newLine ? glyph.char : line + glyph.char;
          });
          if (line) lines.push(line);
          lines.forEach((text, index) => {
            if (wordsOnly) return;
            if (/^[—–·/]/.test(text)) found.push(`starts with "${text[0]}": ${text.slice(0, 40)}`);
            const next = lines[index + 1] ?? '';
            if (/\p{L}-$/u.test(text) && /^\p{L}/u.test(next))
              found.push(`breaks a pair: …${text.slice(-20)} / ${next.slice(0, 20)}…`);
          });
          return found;
        }, width === NARROWEST);
        expect(breaks, `${width} px`).toEqual([]);
      }
    },
  );
}
