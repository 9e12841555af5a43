import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { expect, test } from 'vitest';
import {
  FULL_FONT,
  appSources,
  cutFont,
  fontCharacters,
  fontFeatures,
  fontSubsetPlugin,
  writeSubset,
} from './font-subset.ts';
import { fontCodePoints } from '../../tests/support/font.ts';

const codePoints = (text: string) => [...text].map((character) => character.codePointAt(0)!);

// Cutting and reading a font (harfbuzz, woff2) is real CPU work, which a
// loaded machine slows many times over: these tests get room for it.
const FONT_WORK = 30_000;

test('the characters are printable ASCII and every other character the sources use, once, in order', () => {
  const characters = fontCharacters(['const a = ‘Zoë’;\n', '/* – */ Zoë\t→']);
  expect(characters.slice(0, 95)).toBe(
    ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~',
  );
  // Control characters (new line, tab) are not drawn and stay out.
  expect(characters.slice(95)).toBe('ë–‘’→');
  expect(fontCharacters([])).toHaveLength(95);
});

test('the sources are the app’s code and styles, not its tests', () => {
  const app = mkdtempSync(path.join(tmpdir(), 'font-app-'));
  mkdirSync(path.join(app, 'routes'));
  writeFileSync(path.join(app, 'routes', 'home.tsx'), 'home');
  writeFileSync(path.join(app, 'content.ts'), 'content');
  writeFileSync(path.join(app, 'tokens.css'), 'css');
  writeFileSync(path.join(app, 'home.test.tsx'), 'test');
  writeFileSync(path.join(app, 'pricing.test.ts'), 'test');
  writeFileSync(path.join(app, 'notes.md'), 'notes');
  expect(appSources(app).toSorted()).toEqual(['content', 'css', 'home']);
});

test(
  'the cut keeps each character asked for and drops the rest, in a file that fits the first round trip',
  async () => {
    const full = readFileSync(FULL_FONT);
    const cut = await cutFont(full, fontCharacters(['’–©']), fontFeatures([]));
    const kept = await fontCodePoints(cut);
    for (const code of codePoints('Aa0 ’–©')) expect(kept.has(code)).toBe(true);
    const inFull = await fontCodePoints(full);
    // Figtree's Latin file has é and ß; the cut leaves them to the fallback.
    expect(inFull.has(0xe9) && inFull.has(0xdf)).toBe(true);
    expect(kept.has(0xe9) || kept.has(0xdf)).toBe(false);
    expect(cut.length).toBeLessThan(full.length * 0.7);
    expect(cut.length / 1024).toBeLessThan(13.5);
  },
  FONT_WORK,
);

test('the features are the browser’s defaults and those the styles turn on', () => {
  const defaults = fontFeatures([]);
  expect(defaults).toEqual(['calt', 'ccmp', 'clig', 'kern', 'liga', 'mark', 'mkmk', 'rvrn']);
  expect(
    fontFeatures([
      '.table { font-variant-numeric: tabular-nums slashed-zero; }',
      '.x{font-variant-numeric:oldstyle-nums}',
      '.y { font-feature-settings: "ss01" 1, \'case\'; }',
      '.z { font-variant-numeric: normal; }',
    ]),
  ).toEqual([...defaults, 'case', 'onum', 'ss01', 'tnum', 'zero'].toSorted());
});

test('localized forms are kept only for text marked as a language other than English', () => {
  const defaults = fontFeatures([]);
  expect(fontFeatures(['<html lang="en">', "<p lang='EN-gb'>"])).toEqual(defaults);
  expect(fontFeatures(['<blockquote lang="nl">IJsselmeer</blockquote>'])).toEqual(
    [...defaults, 'locl'].toSorted(),
  );
  expect(fontFeatures(["{ lang: 'tr' }"])).toContain('locl');
});

test(
  'the cut keeps the tabular figures the tables ask for, and drops the fractions no style uses',
  async () => {
    const full = readFileSync(FULL_FONT);
    const features = async (font: Buffer) => {
      return new Set(new Face(new Blob(await convert(font, 'sfnt'))).getTableFeatureTags('GSUB'));
    };
    expect(await features(full)).toContain('frac');
    const cut = await cutFont(
      full,
      fontCharacters([]),
      fontFeatures(['td { font-variant-numeric: tabular-nums }']),
    );
    const kept = await features(cut);
    expect(kept).toContain('tnum');
    expect(kept).not.toContain('frac');
    const app = await features(
      readFileSync(await writeSubset(mkdtempSync(path.join(tmpdir(), 'font-cache-')))),
    );
    expect(app).toContain('tnum');
  },
  FONT_WORK,
);

test(
  'the build’s font draws every character of the app that Figtree has',
  async () => {
    const file = await writeSubset(mkdtempSync(path.join(tmpdir(), 'font-cache-')));
    const kept = await fontCodePoints(readFileSync(file));
    const full = await fontCodePoints(readFileSync(FULL_FONT));
    const missing = codePoints(fontCharacters(appSources())).filter(
      (code) => full.has(code) && !kept.has(code),
    );
    expect(missing.map((code) => String.fromCodePoint(code))).toEqual([]);
  },
  FONT_WORK,
);

test(
  'the same input gives the same file, written once',
  async () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'font-cache-'));
    const first = await writeSubset(cache);
    const written = statSync(first).mtimeMs;
    expect(path.basename(first)).toBe('figtree.woff2');
    expect(await writeSubset(cache)).toBe(first);
    expect(statSync(first).mtimeMs).toBe(written);
  },
  FONT_WORK,
);

test('the app imports the cut font, with or without a query', async () => {
  const plugin = fontSubsetPlugin();
  const config = plugin.config as unknown as () => Promise<{
    resolve: { alias: { find: RegExp; replacement: string }[] };
  }>;
  const [alias] = (await config()).resolve.alias;
  expect('@site-font/figtree.woff2?url'.replace(alias!.find, alias!.replacement)).toBe(
    `${alias!.replacement}?url`,
  );
  expect(alias!.replacement).toMatch(/node_modules\/\.cache\/site-font\/\w+\/figtree\.woff2$/);
  expect(readFileSync(alias!.replacement).subarray(0, 4).toString()).toBe('wOF2');
});
