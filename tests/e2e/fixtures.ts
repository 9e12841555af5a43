import { test as base, expect } from '@playwright/test';

export { expect };

/** The page list as the tests see it: the app's own route list. */
export { pages } from '../../app/content/pages';

interface Fixtures {
  /** Console messages a test expects (the browser's own 404 report, say). */
  expectedConsole: RegExp[];
  /** Fails any test during which the page logged an error or warning, or threw. */
  consoleProblems: string[];
}

export const test = base.extend<Fixtures>({
  expectedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = `${message.type()}: ${message.text()}`;
        if (!expectedConsole.some((pattern) => pattern.test(text))) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'the browser console should stay clean').toEqual([]);
    },
    { auto: true },
  ],
});
