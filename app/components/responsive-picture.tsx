import type { Picture } from '../lib/images.ts';

interface ResponsivePictureProps {
  readonly picture: Picture;
  readonly alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  readonly sizes: string;
  /** Above the fold: load at once, with high priority. Otherwise lazily. */
  readonly priority?: boolean;
  /** Class of the `<img>`. */
  readonly className?: string;
  /** Class of the `<picture>` around it. */
  readonly frameClassName?: string;
  /** The `<picture>`'s id: a project's lead picture is `heroId`'s, the same on every page. */
  readonly id?: string;
}

/**
 * The id of a project's lead picture wherever it is shown (a card, the home page, its case study's
 * hero): a view transition between two pages carries the picture from one place to the other
 * (global.css), with the app or without it.
 */
export const heroId = (slug: string) => `picture-${slug}`;

/** The formats the image pipeline makes (app/lib/images.ts). */
const MIME_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  jpeg: 'image/jpeg',
};

export function ResponsivePicture({
  picture,
  alt,
  sizes,
  priority = false,
  className,
  frameClassName,
  id,
}: ResponsivePictureProps) {
  // The <img> carries the format every browser draws (the one its `src` is
  // in), with all its widths; a <source> of its own would repeat it.
  const formats = Object.entries(picture.sources);
  const isFallback = (srcSet: string) =>
    srcSet.split(', ').some((candidate) => candidate.startsWith(`${picture.img.src} `));
  return (
    <picture className={frameClassName} id={id}>
      {/* The dark theme's picture, where there is one, first: a browser takes the first <source>
          whose media and type it matches, else the light <img>. */}
      {picture.dark ? (
        <source
          media="(prefers-color-scheme: dark)"
          type={MIME_TYPES['avif']}
          srcSet={picture.dark}
          sizes={sizes}
        />
      ) : null}
      {formats
        .filter(([, srcSet]) => !isFallback(srcSet))
        .map(([format, srcSet]) => (
          <source key={format} type={MIME_TYPES[format]} srcSet={srcSet} sizes={sizes} />
        ))}
      <img
        src={picture.img.src}
        srcSet={formats.find(([, srcSet]) => isFallback(srcSet))?.[1]}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // Decoded off the main thread, even the first: a synchronous decode holds back the
        // frame that draws the page's text with it (Lighthouse: largest paint some 100 ms later).
        decoding="async"
        className={className}
      />
    </picture>
  );
}
