import { type Page, test as base, expect } from '@playwright/test';

export { expect };

/** The page list as the tests see it: the app's own route list. */
export { pages } from '../../app/content/pages';

interface Fixtures {
  /** Console messages a test expects (the browser's own 404 report, say). */
  expectedConsole: RegExp | null;
  /** Fails any test during which the page logged an error or warning, or threw. */
  consoleProblems: string[];
}

export const test = base.extend<Fixtures>({
  expectedConsole: [null, { option: true }],
  consoleProblems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = `${message.type()}: ${message.text()}`;
        if (!expectedConsole?.test(text)) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'the browser console should stay clean').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a page and waits until the app has hydrated. The static page works
 * before that (see no-javascript.spec.ts); this is for what script adds.
 */
export async function openApp(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
