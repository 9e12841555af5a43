import { readFileSync } from 'node:fs';
import { FULL_FONT } from '../../../scripts/build/font-subset.ts';
import { MORE_FACES, fontCodePoints } from '../../../scripts/build/more-faces.ts';
import { parseHtml } from '../../support/site-checks.ts';
import { expect, pages, test } from '../fixtures.ts';

/* The served fonts are Figtree, and the faces for letters it lacks, cut to the
   characters the app's source uses (scripts/build/font-subset.ts). Text made at
   run time (a formatted price, a date) could hold others: this reads the pages
   as served. */

test('every character on every page that the site’s faces draw is in a font the page preloads', async ({
  request,
}) => {
  const faces = [FULL_FONT, ...Object.values(MORE_FACES)];
  const drawable = new Set<number>();
  for (const face of faces)
    for (const code of await fontCodePoints(readFileSync(face))) drawable.add(code);
  const missing: string[] = [];
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const document = parseHtml(html.replaceAll(/<(script|style)\b[\s\S]*?<\/\1>/g, ''));
    const fontUrls = document
      .querySelectorAll('link[rel="preload"][as="font"]')
      .map((link) => link.getAttribute('href')!);
    expect(fontUrls, `${path}: the font preloads`).not.toEqual([]);
    const served = new Set<number>();
    for (const url of fontUrls)
      for (const code of await fontCodePoints(Buffer.from(await (await request.get(url)).body())))
        served.add(code);
    const text = `${document.querySelector('body')?.text ?? ''} ${document.querySelector('title')?.text ?? ''}`;
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
