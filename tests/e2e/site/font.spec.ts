import { readFileSync } from 'node:fs';
import { FULL_FONT } from '../../../scripts/build/font-subset.ts';
import { fontCodePoints } from '../../support/font.ts';
import { parseHtml } from '../../support/site-checks.ts';
import { expect, pages, test } from '../fixtures.ts';

/* The served font is Figtree cut to the characters the app's source uses
   (scripts/build/font-subset.ts). Text made at run time (a formatted price, a date)
   could hold others: this reads the pages as served. */

test('every character on every page that Figtree draws is in the font the page preloads', async ({
  request,
}) => {
  const figtree = await fontCodePoints(readFileSync(FULL_FONT));
  const missing: string[] = [];
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const document = parseHtml(html.replaceAll(/<(script|style)\b[\s\S]*?<\/\1>/g, ''));
    const fontUrl = document.querySelector('link[rel="preload"][as="font"]')?.getAttribute('href');
    expect(fontUrl, `${path}: the font preload`).toBeTruthy();
    const served = await fontCodePoints(Buffer.from(await (await request.get(fontUrl!)).body()));
    const text = `${document.querySelector('body')?.text ?? ''} ${document.querySelector('title')?.text ?? ''}`;
    for (const character of new Set(text)) {
      const code = character.codePointAt(0)!;
      if (figtree.has(code) && !served.has(code))
        missing.push(
          `${path}: “${character}” (U+${code.toString(16).toUpperCase().padStart(4, '0')})`,
        );
    }
  }
  expect(missing).toEqual([]);
});
