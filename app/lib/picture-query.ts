/**
 * What the image pipeline makes of every raster image: AVIF, WebP and JPEG at
 * three widths, as a `picture` object (vite-imagetools). Source files should
 * be at least 1200px wide.
 */
export const PICTURE_QUERY = 'w=480;800;1200&format=avif;webp;jpg&as=picture';
