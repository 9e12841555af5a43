import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';

/** The code points a font (WOFF2 or TrueType) has a glyph for. */
export async function fontCodePoints(font: Buffer): Promise<Set<number>> {
  const sfnt = await convert(font, 'sfnt');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}
