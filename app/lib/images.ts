/**
 * The image pipeline. Every raster image in `app/content/images/` is turned,
 * at build time, into AVIF and JPEG at three widths (vite-imagetools on
 * sharp); source files should be at least 1200px wide. Why no WebP:
 * docs/decisions/010-avif-and-jpeg-without-webp.md. Content modules name
 * images by file; this resolves the name. Only the portfolio's own script
 * imports this module: the other pages get their pictures from their loaders
 * (portfolio-facts.ts).
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

/** A content image as the content names it: its file, and its dark theme's where it has one. */
interface ImageFiles {
  readonly file: string;
  readonly dark?: string | undefined;
}

function processed(file: string, usedBy: string): Picture {
  const picture = pictures[`../content/images/${file}`];
  if (!picture) throw new Error(`${usedBy}: there is no image "${file}" in app/content/images/`);
  return picture;
}

/**
 * The processed picture of `file` (relative to `app/content/images/`), with its
 * dark theme's. `usedBy` names the content module and field, for the error message.
 */
export function pictureFor({ file, dark }: ImageFiles, usedBy: string, folder = ''): Picture {
  const picture = processed(folder + file, usedBy);
  if (dark === undefined) return picture;
  return { ...picture, dark: processed(folder + dark, usedBy).sources['avif'] };
}

/**
 * The processed screenshot `file` (in `app/content/images/screenshots/`). Its
 * 16:10 shape is the content schema's to check, before the build bundles
 * anything (app/content/schema.ts).
 */
export function screenshotFor(image: ImageFiles, usedBy: string): Picture {
  return pictureFor(image, usedBy, 'screenshots/');
}
