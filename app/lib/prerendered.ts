/**
 * Each post's HTML by its path, as the build-time loader hands it to the
 * prerender of the same page (routes/post.tsx): kept in the build's process,
 * never in the page's data, so the body is in the page once. Empty in a
 * browser.
 */
export const prerenderedBodies = new Map<string, string>();
