/**
 * What the image pipeline makes of every raster image: AVIF and JPEG at three
 * widths, as a `picture` object (vite-imagetools). Source files should be at
 * least 1200px wide. Why no WebP: docs/decisions/010-avif-and-jpeg-without-webp.md.
 */
export const PICTURE_QUERY = 'w=480;800;1200&format=avif;jpeg&as=picture';
