import { readFileSync } from 'node:fs';
import { FULL_FONT } from '../../../scripts/build/font-subset.ts';
import { MORE_FACES, fontCodePoints } from '../../../scripts/build/more-faces.ts';
import { parseHtml } from '../../support/site-checks.ts';
import { expect, pages, test } from '../fixtures.ts';

/* The served fonts are Figtree, and the faces for letters it lacks, cut to the
   characters the app's source uses (scripts/build/font-subset.ts). Text made at
   run time (a formatted price, a date) could hold others: this reads the pages
   as served. */

test('every character of a page’s own language that the site’s faces draw is in a font the page preloads, and it preloads no face its language does not use', async ({
  request,
}) => {
  const faces = [FULL_FONT, ...Object.values(MORE_FACES)];
  const drawable = new Set<number>();
  for (const face of faces)
    for (const code of await fontCodePoints(readFileSync(face))) drawable.add(code);
  const missing: string[] = [];
  // Each page's own words and preloads; then each language's words, all its pages'.
  const read: { path: string; lang: string; text: string; fontUrls: string[] }[] = [];
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const document = parseHtml(html.replaceAll(/<(script|style)\b[\s\S]*?<\/\1>/g, ''));
    // Words in another language (its name in the switch) load their face only as they show.
    const lang = document.querySelector('html')?.getAttribute('lang') ?? '';
    for (const other of document.querySelectorAll('body [lang]'))
      if (other.getAttribute('lang') !== lang) other.remove();
    const fontUrls = document
      .querySelectorAll('link[rel="preload"][as="font"]')
      .map((link) => link.getAttribute('href')!);
    expect(fontUrls, `${path}: the font preloads`).not.toEqual([]);
    const text = `${document.querySelector('body')?.text ?? ''} ${document.querySelector('title')?.text ?? ''}`;
    read.push({ path, lang, text, fontUrls });
  }
  const wordsOf = (lang: string) =>
    read
      .filter((page) => page.lang === lang)
      .map((page) => page.text)
      .join(' ');
  for (const { path, lang, text, fontUrls } of read) {
    const served = new Set<number>();
    for (const [at, url] of fontUrls.entries()) {
      const codes = await fontCodePoints(Buffer.from(await (await request.get(url)).body()));
      codes.forEach((code) => served.add(code));
      // Figtree's own, first, draws every page; each face after it some words of the page's language.
      if (at > 0 && ![...wordsOf(lang)].some((character) => codes.has(character.codePointAt(0)!)))
        missing.push(`${path}: preloads ${url}, which no word in its language (${lang}) needs`);
    }
    for (const character of new Set(text)) {
      const code = character.codePointAt(0)!;
      if (drawable.has(code) && !served.has(code))
        missing.push(
          `${path}: “${character}” (U+${code.toString(16).toUpperCase().padStart(4, '0')})`,
        );
    }
  }
  expect(missing).toEqual([]);
});
