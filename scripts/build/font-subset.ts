/**
 * Figtree cut down to the characters the site can show. fontsource's Latin
 * file has every accented letter of Western Europe; the site uses printable
 * ASCII and a handful of marks (’ – — · © →). Every page preloads the font,
 * and it is part of the first paint. Why: docs/decisions/009-the-font-is-cut-at-build-time.md.
 *
 * The characters are printable ASCII plus every other character written in
 * the app's source (content modules, components, styles), so content that
 * gains an "é" gains it in the font at the next build. The OpenType features
 * kept are those browsers apply to all text and those the styles ask for
 * (`tabular-nums` in the tables): Figtree's fractions, for one, go, with the
 * glyphs only they reach. The dev server cuts the font once, at start. The
 * weight axis is kept whole (300 to 900).
 * The app imports the result as `@site-font/figtree.woff2`.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const root = path.join(import.meta.dirname, '..', '..');

/** The font as fontsource ships it: the Latin subset, the whole weight axis. */
export const FULL_FONT = createRequire(import.meta.url).resolve(
  '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
);

/** What the app imports; resolved to the cut font. */
const SUBSET_SPECIFIER = '@site-font/figtree.woff2';

const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) =>
  String.fromCodePoint(0x20 + index),
).join('');

/** Printable ASCII and every character above it in `sources`, once each, in code point order. */
function fontCharacters(sources: Iterable<string>): string {
  const characters = new Set(PRINTABLE_ASCII);
  for (const source of sources) {
    for (const character of source) {
      if ((character.codePointAt(0) ?? 0) > 0x7e) characters.add(character);
    }
  }
  return [...characters]
    .toSorted((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
    .join('');
}

/** The text of the app's source files: what any page can show comes from these. */
function appSources(appFolder = path.join(root, 'app')): string[] {
  return readdirSync(appFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(appFolder, file), 'utf8'));
}

/**
 * Features browsers apply to Latin text unless told not to. Localized forms
 * (`locl`) are the exception, kept only where they can apply (`fontFeatures`).
 */
const DEFAULT_FEATURES = ['ccmp', 'rvrn', 'kern', 'mark', 'mkmk', 'liga', 'clig', 'calt'];

/** What `font-variant-numeric` keywords turn on. */
const NUMERIC_FEATURES: Readonly<Record<string, string>> = {
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'proportional-nums': 'pnum',
  'tabular-nums': 'tnum',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
  ordinal: 'ordn',
  'slashed-zero': 'zero',
};

/**
 * The default features, every one the styles in `sources` turn on, and the
 * localized forms if any text is marked as a language other than English:
 * Figtree's are for Azerbaijani, Catalan, Dutch, Kazakh, Tatar and Turkish,
 * and English text never uses them.
 */
function fontFeatures(sources: Iterable<string>): string[] {
  const features = new Set(DEFAULT_FEATURES);
  for (const source of sources) {
    for (const [, language = ''] of source.matchAll(/\blang[=:]\s*["']([\w-]+)["']/g)) {
      if (language.toLowerCase().split('-')[0] !== 'en') features.add('locl');
    }
    for (const [, value = ''] of source.matchAll(/font-variant-numeric:\s*([^;}]+)/g)) {
      for (const keyword of value.trim().split(/\s+/)) {
        const feature = NUMERIC_FEATURES[keyword];
        if (feature) features.add(feature);
      }
    }
    for (const [, settings = ''] of source.matchAll(/font-feature-settings:\s*([^;}]+)/g)) {
      for (const [, tag = ''] of settings.matchAll(/["']([\w ]{4})["']/g)) features.add(tag);
    }
  }
  return [...features].toSorted();
}

/** The font cut to `characters` and `features`, as WOFF2. */
function cutFont(font: Buffer, characters: string, features: string[]): Promise<Buffer> {
  // keepFeatures is in subset-font 2.9, not yet in its types.
  const options = { targetFormat: 'woff2', keepFeatures: features };
  return subsetFont(font, characters, options as Parameters<typeof subsetFont>[2]);
}

/**
 * Cuts the font for the app's current source into node_modules/.cache and
 * returns its path. The same input gives the same file, which is left alone.
 */
async function writeSubset(cacheFolder = path.join(root, 'node_modules/.cache/site-font')) {
  const font = readFileSync(FULL_FONT);
  const sources = appSources();
  const characters = fontCharacters(sources);
  const features = fontFeatures(sources);
  const key = createHash('sha256')
    .update(font)
    .update(characters)
    .update(features.join())
    .digest('hex')
    .slice(0, 12);
  // A folder per input, so the built asset keeps a plain name: figtree-[hash].woff2.
  const file = path.join(cacheFolder, key, 'figtree.woff2');
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a build and a test run starting together never read half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, await cutFont(font, characters, features));
  renameSync(partial, file);
  return file;
}

export function fontSubsetPlugin(): Plugin {
  return {
    name: 'studio:font-subset',
    async config() {
      const file = await writeSubset();
      // A pattern, not a string, so that `?url` after the name carries over.
      const find = new RegExp(`^${SUBSET_SPECIFIER.replaceAll(/[./]/g, '\\$&')}`);
      return { resolve: { alias: [{ find, replacement: file }] } };
    },
  };
}
