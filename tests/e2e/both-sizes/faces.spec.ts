import { readFileSync } from 'node:fs';
import { fromBuffer } from '@capsizecss/unpack';
import { site } from '../../../app/content/site.ts';
import { displayFaceFile, fontCodePoints } from '../../../scripts/build/more-faces.ts';
import { reloadInFigtree } from '../../support/stills.ts';
import { everyday, expect, openApp, pages, test } from '../fixtures.ts';

/* The faces a page is set in, as the browser draws them: Figtree for the text, the display face
   site.ts names for the headlines and the wordmark (scripts/build/font-subset.ts). */

/** The font files a page may load, all preloaded, and their weight: the text's, the display's, a post's code. */
const FONT_BUDGET = { files: 3, kb: 60 };

for (const { path } of pages) {
  test(
    `${path} sets its text in Figtree, its headline and the studio’s name in a face of their own, at most ${FONT_BUDGET.files} preloaded files within ${FONT_BUDGET.kb} KB`,
    {
      tag: everyday(path),
    },
    async ({ page }) => {
      await openApp(page, path);
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\.woff2?$/.test(new URL(entry.name).pathname))
          .map((entry) => ({
            file: new URL(entry.name).pathname,
            kb: (entry as PerformanceResourceTiming).encodedBodySize / 1024,
            preloaded: (entry as PerformanceResourceTiming).initiatorType === 'link',
          })),
      );
      expect(fonts.length, 'font files loaded').toBeGreaterThanOrEqual(2);
      expect(fonts.length, 'font files loaded').toBeLessThanOrEqual(FONT_BUDGET.files);
      expect(fonts.reduce((sum, font) => sum + font.kb, 0)).toBeLessThanOrEqual(FONT_BUDGET.kb);
      expect(
        fonts.every((font) => font.preloaded),
        'every font file is preloaded',
      ).toBe(true);
      // Each element's first face, and whether that face has loaded (not its fallback).
      const faces = await page.evaluate((studio) => {
        const face = (element: Element | undefined) => {
          if (!element) return undefined;
          const first = getComputedStyle(element).fontFamily.split(',')[0] ?? '';
          const family = first.trim().replaceAll(/^["']|["']$/g, '');
          const fonts = [...document.fonts];
          return {
            family,
            loaded: fonts.some((f) => f.family === family && f.status === 'loaded'),
          };
        };
        const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
        const text = [...document.querySelectorAll('main :is(h1, p)')];
        // The studio's name, wherever the frame says it: the toolbar, the menu's head, the footer.
        const marks = [...document.querySelectorAll('a, p')].filter(
          (at) => !at.closest('main') && at.textContent?.trim() === studio,
        );
        const headline = text.find((element) => size(element) > 32);
        return {
          stack: headline && getComputedStyle(headline).fontFamily,
          text: face(text.find((element) => element.matches('p') && size(element) <= 20)),
          // The headline: the first of the main column's text set larger than 2rem.
          headline: face(headline),
          wordmarks: marks.map(face),
        };
      }, site.studioName);
      expect(faces.text).toEqual({ family: 'Figtree', loaded: true });
      expect(faces.headline?.family, 'the headline’s face').not.toBe('Figtree');
      const display = { family: faces.headline?.family, loaded: true };
      expect(
        faces.wordmarks.length,
        'the studio’s name in the toolbar and the footer',
      ).toBeGreaterThanOrEqual(2);
      expect(faces).toEqual({
        ...faces,
        headline: display,
        wordmarks: faces.wordmarks.map(() => display),
      });
      // Each letter set in the display face that the face has is drawn in it: the build's cut of
      // the face (to the display text's characters) left none to another face. Read on the page
      // drawn in the faces it names, whatever the machine's load (stills.ts).
      await reloadInFigtree(page);
      // Marked: every element set in the headline's face (its section headings too), for the
      // browser to say which fonts drew their letters.
      await page.evaluate((stack) => {
        for (const at of document.querySelectorAll('body *'))
          if (getComputedStyle(at).fontFamily === stack) at.setAttribute('data-display', '');
      }, faces.stack);
      const full = readFileSync(displayFaceFile());
      const [has, { familyName }] = await Promise.all([fontCodePoints(full), fromBuffer(full)]);
      const browser = await page.context().newCDPSession(page);
      await browser.send('DOM.enable');
      await browser.send('CSS.enable');
      const { root } = await browser.send('DOM.getDocument', { depth: 0 });
      const { nodeIds } = await browser.send('DOM.querySelectorAll', {
        nodeId: root.nodeId,
        selector: '[data-display]',
      });
      const drawnBy: string[] = [];
      for (const nodeId of nodeIds) {
        const { node } = await browser.send('DOM.describeNode', { nodeId, depth: 1 });
        const own = (node.children ?? []).filter((child) => child.nodeType === 3);
        const letters = own.map((child) => child.nodeValue).join('');
        if (![...letters].every((letter) => has.has(letter.codePointAt(0)!))) continue;
        const { fonts } = await browser.send('CSS.getPlatformFontsForNode', { nodeId });
        drawnBy.push(...fonts.map((font) => `${letters.trim()}: ${font.familyName}`));
      }
      expect(drawnBy.length, 'letters read').toBeGreaterThan(0);
      expect(drawnBy.filter((drawn) => !drawn.endsWith(`: ${familyName}`))).toEqual([]);
    },
  );
}
