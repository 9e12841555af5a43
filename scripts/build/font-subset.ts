/**
 * Figtree cut down to the characters the site can show. fontsource's Latin
 * file has every accented letter of Western Europe; the site uses printable
 * ASCII and a handful of marks (’ – — · © →). Every page preloads the font,
 * and it is part of the first paint. Why: docs/decisions/009-the-font-is-cut-at-build-time.md.
 *
 * The characters are printable ASCII plus every other character written in the app's source
 * (content modules, posts, components, styles) and what Intl writes in each of the site's
 * languages (months, the currency's sign), so content that gains an "é" gains it in the font at
 * the next build. Letters Figtree's Latin file lacks are drawn by faces of their own under the
 * same family name (MORE_FACES), each cut to the site's letters it alone has, and made and
 * preloaded only when the site has some. The OpenType features
 * kept are those browsers apply to all text and those the styles ask for
 * (`tabular-nums` in the tables): Figtree's fractions, for one, go, with the
 * glyphs only they reach. The dev server cuts the font once, at start. The
 * weight axis is kept whole (300 to 900).
 * The app imports the result as `@site-font/figtree.woff2`, and the faces
 * after it through `virtual:more-fonts`. The display face site.ts names
 * (`displayFace`) is cut to the display text's characters, its axes pinned, as
 * `@site-font/display.woff2`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { site } from '../../app/content/site.ts';
import { fallbackFace } from './font-fallback.ts';
import { languages } from '../../app/lib/languages.ts';
import {
  DISPLAY_FAMILY,
  MONO_AXES,
  MONO_FACE,
  MORE_FACES,
  displayFaceFile,
  fontCodePoints,
  unicodeRange,
} from './more-faces.ts';
import { postsFolderOf } from '../../app/lib/posts.server.ts';
import { appSources, displayCharacters, fontCharacters, wordsOf } from './font-text.ts';
import { virtualModule } from './virtual-module.ts';

const root = path.join(import.meta.dirname, '..', '..');

/** The font as fontsource ships it: the Latin subset, the whole weight axis. */
export const FULL_FONT = createRequire(import.meta.url).resolve(
  '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
);

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

/** What a cut keeps: OpenType features, and each variable axis named pinned at a value. */
type Kept = { keepFeatures: string[]; variationAxes?: Readonly<Record<string, number>> };

/** The font cut to `characters` and what it keeps, as WOFF2. */
function cutFont(font: Buffer, characters: string, kept: Kept): Promise<Buffer> {
  // keepFeatures is in subset-font 2.9, not yet in its types.
  const options = { targetFormat: 'woff2', ...kept };
  return subsetFont(font, characters, options as Parameters<typeof subsetFont>[2]);
}

interface CutFace {
  /** The name its file is imported by, `@site-font/<name>.woff2`. */
  readonly name: string;
  readonly file: string;
  /** Its unicode-range, for the faces after Figtree's own. */
  readonly range?: string;
  /** The languages whose own words it draws, whose pages preload it (the faces after Figtree's). */
  readonly languages?: readonly string[];
}

/**
 * Cuts Figtree, and each of MORE_FACES the site needs, for the app's current
 * source into node_modules/.cache. The same input gives the same files, which
 * are left alone.
 */
async function writeSubsets(cacheFolder = path.join(root, 'node_modules/.cache/site-font')) {
  const sources = appSources();
  const characters = fontCharacters(sources);
  const features = fontFeatures(sources);
  const write = async (
    name: string,
    full: string,
    cut: string,
    range?: string,
    kept: Kept = { keepFeatures: features },
  ) => {
    const font = readFileSync(full);
    const key = createHash('sha256')
      .update(font)
      .update(cut)
      .update(JSON.stringify(kept))
      .digest('hex')
      .slice(0, 12);
    // A folder per input, so the built asset keeps a plain name: figtree-[hash].woff2.
    const file = path.join(cacheFolder, key, `${name}.woff2`);
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      // Written whole, then renamed: a build and a test run starting together never read half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, await cutFont(font, cut, kept));
      renameSync(partial, file);
    }
    return { name, file, range };
  };
  const faces: CutFace[] = [await write('figtree', FULL_FONT, characters)];
  // The display face, for the display text alone, at the weight and shape its axes are pinned at.
  const { axes } = site.displayFace;
  const displayKept = { keepFeatures: features, ...(axes && { variationAxes: axes }) };
  const display = write('display', displayFaceFile(), displayCharacters(), undefined, displayKept);
  faces.push(
    await display.catch((error: unknown) => {
      const pinned = JSON.stringify(axes);
      throw new Error(
        `app/content/site.ts › displayFace.axes: ${pinned} are not all axes of ${site.displayFace.file} (${String(error)})`,
      );
    }),
  );
  // The other faces, for the words alone: the content's (a comment's example in the
  // code is never shown, and would cost every page a preload).
  const words = fontCharacters(appSources(path.join(root, 'app', 'content')));
  let left = [...words].map((character) => character.codePointAt(0) ?? 0);
  const drawn = await fontCodePoints(readFileSync(FULL_FONT));
  const own = wordsOf();
  for (const [name, full] of Object.entries(MORE_FACES)) {
    left = left.filter((code) => !drawn.has(code));
    const has = await fontCodePoints(readFileSync(full));
    const mine = left.filter((code) => has.has(code));
    mine.forEach((code) => drawn.add(code));
    if (mine.length > 0)
      faces.push({
        ...(await write(name, full, String.fromCodePoint(...mine), unicodeRange(mine))),
        languages: own
          .filter(({ codes }) => mine.some((code) => codes.has(code)))
          .map(({ tag }) => tag),
      });
  }
  // Code in posts: the posts' characters the mono face has, without its ligatures (code shows as
  // typed), pinned at the one weight code is set in (post.module.css).
  const mono = await fontCodePoints(readFileSync(MONO_FACE));
  const folders = languages.map((language) => path.join(root, postsFolderOf(language)));
  const postText = folders.filter((folder) => existsSync(folder)).flatMap((at) => appSources(at));
  const code = [...fontCharacters(postText)].filter((char) => mono.has(char.codePointAt(0) ?? 0));
  const unjoined = DEFAULT_FEATURES.filter((tag) => !['liga', 'clig', 'calt'].includes(tag));
  const kept = { keepFeatures: unjoined, variationAxes: MONO_AXES };
  faces.push(await write('mono', MONO_FACE, code.join(''), undefined, kept));
  return faces;
}

/**
 * The app's fonts: `@site-font/<name>.woff2` for each cut face,
 * `virtual:more-fonts.css` with the @font-face of each face after Figtree's
 * own (app/styles/fonts.css has that one), and `virtual:more-fonts` with
 * their URLs, for root.tsx to preload.
 */
export function fontSubsetPlugin(): Plugin[] {
  let faces: CutFace[] = [];
  let displayFallback = '';
  const more = () => faces.filter((face) => face.range !== undefined);
  return [
    {
      name: 'studio:font-subset',
      async config() {
        faces = await writeSubsets();
        const display = faces.find(({ name }) => name === 'display')?.file ?? '';
        const metrics = await fromBuffer(readFileSync(display));
        displayFallback = fallbackFace(
          { ...metrics, familyName: DISPLAY_FAMILY },
          site.displayFace.fallback,
        );
        // Patterns, not strings, so that `?url` after a name carries over.
        const alias = faces.map(({ name, file }) => ({
          find: new RegExp(`^@site-font/${name}\\.woff2`),
          replacement: file,
        }));
        return { resolve: { alias } };
      },
    },
    virtualModule('studio:more-fonts', {
      // Declared at every weight: a face pinned at one is never made bolder by the browser.
      'virtual:more-fonts.css': () =>
        [
          ...more().map(
            ({ name, range }) =>
              `@font-face { font-family: Figtree; font-style: normal; font-weight: 300 900; font-display: optional; src: url('@site-font/${name}.woff2') format('woff2'); unicode-range: ${range}; }`,
          ),
          `@font-face { font-family: '${DISPLAY_FAMILY}'; font-weight: 1 1000; font-display: optional; src: url('@site-font/display.woff2') format('woff2'); }`,
          displayFallback,
        ].join('\n'),
      'virtual:more-fonts': () =>
        [
          ...more().map(({ name }, at) => `import font${at} from '@site-font/${name}.woff2?url';`),
          `export const moreFonts = [${more()
            .map(
              ({ languages: tags }, at) =>
                `{ href: font${at}, languages: ${JSON.stringify(tags)} }`,
            )
            .join(', ')}];`,
        ].join('\n'),
    }),
  ];
}
