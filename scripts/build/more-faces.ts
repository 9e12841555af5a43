/**
 * The faces for the letters Figtree's Latin file lacks, which font-subset.ts
 * cuts and declares, and what a face is read and declared by.
 */
import { createRequire } from 'node:module';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { site } from '../../app/content/site.ts';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The faces for letters Figtree's Latin file lacks, by name, as fontsource
 * ships them: Figtree's Latin Extended, then Manrope's Greek and Cyrillic
 * (Figtree has neither; Manrope is a geometric sans of its proportions, under
 * the same SIL Open Font License). A letter goes to the first that has it.
 */
export const MORE_FACES: Readonly<Record<string, string>> = {
  'figtree-latin-ext': resolve(
    '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2',
  ),
  'manrope-greek': resolve('@fontsource-variable/manrope/files/manrope-greek-wght-normal.woff2'),
  'manrope-cyrillic': resolve(
    '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  ),
};

/**
 * The face of code in posts, JetBrains Mono (SIL Open Font License), the
 * site's own, so that code looks the same whatever monospace fonts a
 * machine has.
 */
export const MONO_FACE = resolve(
  '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
);

/** The one weight code is cut at, and declared at in app/routes/post.module.css. */
export const MONO_AXES = { wght: 400 };

/** The family the display face is declared as, whichever face site.ts names: --font-display's. */
export const DISPLAY_FAMILY = 'Studio Display';

/** site.ts's display face, installed; or the build stops, naming the field. */
export function displayFaceFile(): string {
  const { file } = site.displayFace;
  try {
    return resolve(file);
  } catch {
    throw new Error(
      `app/content/site.ts › displayFace.file: "${file}" is not installed: npm install its package (${file.split('/files/')[0]})`,
    );
  }
}

/** The code points a font (WOFF2 or TrueType) has a glyph for. */
export async function fontCodePoints(font: Buffer): Promise<Set<number>> {
  const sfnt = await convert(font, 'sfnt');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

/** "U+41-5A,U+3B1": a CSS unicode-range of exactly `characters`. */
export function unicodeRange(characters: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const code of characters.toSorted((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges
    .map(([low, high]) => `U+${hex(low)}${low === high ? '' : `-${hex(high)}`}`)
    .join(',');
}
