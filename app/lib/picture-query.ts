/**
 * What the image pipeline makes of every raster image: AVIF and JPEG at three
 * widths, as a `picture` object (vite-imagetools). Source files should be at
 * least 1200px wide. AVIF is drawn by every engine the site is tested in
 * (Chromium, Firefox, WebKit) and is the smallest; the JPEG is the fallback
 * for older browsers. A WebP between them would serve almost no one and add
 * a <source> per picture to every page (some 0.5 KB compressed on
 * /portfolio, where the page must fit in the first round trip).
 */
export const PICTURE_QUERY = 'w=480;800;1200&format=avif;jpeg&as=picture';
