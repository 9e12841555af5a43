/**
 * The image pipeline. Every raster image in `app/content/images/` is turned,
 * at build time, into AVIF and JPEG at three widths (vite-imagetools on
 * sharp). Content modules name images by file; this resolves the name.
 */

/** A responsive image: `srcset` per format, and the JPEG fallback. */
export interface Picture {
  /** Format ("avif", "jpeg") to its `srcset`. */
  readonly sources: Readonly<Record<string, string>>;
  readonly img: { readonly src: string; readonly w: number; readonly h: number };
}

// Vite reads this call at build time and needs literals: mutating it only breaks the parse.
// Screenshots have a glob of their own (screenshots.ts), so that a page that
// shows the portrait does not ship every screenshot's sizes.
// Stryker disable all
const pictures = import.meta.glob<Picture>('../content/images/*.{jpg,jpeg,png,webp}', {
  // Glob options must be literals: the same as PICTURE_QUERY (picture-query.ts).
  query: { w: '480;800;1200', format: 'avif;jpeg', as: 'picture' },
  import: 'default',
  eager: true,
});
// Stryker restore all

/**
 * The processed picture of `file` (relative to `app/content/images/`, not in
 * screenshots/: screenshots.ts). `usedBy` names the content module and
 * field, for the error message.
 */
export function pictureFor(file: string, usedBy: string): Picture {
  const picture = pictures[`../content/images/${file}`];
  if (!picture) throw new Error(`${usedBy}: there is no image "${file}" in app/content/images/`);
  return picture;
}
