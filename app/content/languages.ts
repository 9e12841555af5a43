/**
 * The languages the site is written in besides site.ts's own: each one's folder of app/content/,
 * named by its language tag, holding the same modules as app/content/ in that language's words
 * (README, "A second language"). `npm run check-content` and the build hold each one to
 * the first language's: every field, entry and figure.
 */
export const translations: readonly string[] = ['es'];
