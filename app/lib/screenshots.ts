import type { Picture } from './images.ts';

// Vite reads this call at build time and needs literals (images.ts).
// Stryker disable all
const screenshots = import.meta.glob<Picture>(
  '../content/images/screenshots/*.{jpg,jpeg,png,webp}',
  {
    // Glob options must be literals: the same as PICTURE_QUERY (picture-query.ts).
    query: { w: '480;800;1200', format: 'avif;jpeg', as: 'picture' },
    import: 'default',
    eager: true,
  },
);
// Stryker restore all

/**
 * `picture`, if it is `width`:`height`; otherwise an error naming `usedBy`.
 * For frames drawn at a fixed shape before the image is in them.
 */
export function inShape(picture: Picture, width: number, height: number, usedBy: string): Picture {
  const { w, h } = picture.img;
  if (w * height !== h * width) {
    throw new Error(
      `${usedBy}: the image is ${w}×${h}; it must be ${width}:${height} (for example ${width * 75}×${height * 75}), the shape its frame is drawn in`,
    );
  }
  return picture;
}

/**
 * The processed screenshot `file` (in `app/content/images/screenshots/`), if
 * it is 16:10; otherwise an error naming `usedBy` and the file.
 */
export function screenshotFor(file: string, usedBy: string): Picture {
  const where = `${usedBy}: screenshots/${file}`;
  const picture = screenshots[`../content/images/screenshots/${file}`];
  if (!picture)
    throw new Error(`${usedBy}: there is no image "screenshots/${file}" in app/content/images/`);
  return inShape(picture, 16, 10, where);
}
