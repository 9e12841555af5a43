/**
 * The tags that split the end-to-end tests into two tiers: the test files
 * tag with them (tests/e2e/fixtures.ts), and the Playwright projects filter
 * on them (playwright.config.ts).
 */

/**
 * The tag of tests that only the full proof runs (`npm run test:all`): the
 * same check repeated over every page, size or theme, beyond what the
 * everyday `npm test` samples.
 */
export const FULL = '@full';
/**
 * The tag of tests whose result does not depend on the viewport: the
 * everyday run takes them at the handset size alone, the full proof at both.
 */
export const ANY_SIZE = '@any-size';
