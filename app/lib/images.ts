import { pictureLookup } from './picture-lookup.ts';

/**
 * The image pipeline. Every raster image in `app/content/images/` is turned,
 * at build time, into AVIF and JPEG at three widths (vite-imagetools on
 * sharp); source files should be at least 1200px wide. Why no WebP:
 * docs/decisions/010-avif-and-jpeg-without-webp.md. Content modules name
 * images by file; this resolves the name. No page's own script imports this
 * module: every page gets its pictures from its loaders (portfolio-facts.ts,
 * case-studies.ts), so that the list of every image loads only with them.
 */

/** A responsive image: `srcset` per format, and the JPEG fallback. */
export interface Picture {
  /** Format ("avif", "jpeg") to its `srcset`. */
  readonly sources: Readonly<Record<string, string>>;
  readonly img: { readonly src: string; readonly w: number; readonly h: number };
  /**
   * The `srcset` of the same picture drawn for the dark theme, where the content names one
   * (`dark`): in AVIF alone, which every browser that tells the themes apart draws but Safari
   * before 16.4, which is given the light picture. A JPEG as well weighed on the first round trip.
   */
  readonly dark?: string | undefined;
}

// Vite reads this call at build time and needs literals: mutating it only breaks the parse.
// Stryker disable all
const pictures = import.meta.glob<Picture>('../content/images/**/*.{jpg,jpeg,png}', {
  query: { w: '480;800;1200', format: 'avif;jpeg', as: 'picture' },
  import: 'default',
  eager: true,
});
// Stryker restore all

export const { pictureFor, screenshotFor } = pictureLookup(pictures, '../content/images/');
