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
      const logged: { text: string; url: string }[] = [];
      // Documents answered with 404 on purpose: the browser reports each one.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          notFoundDocuments.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        logged.push({ text: `${message.type()}: ${message.text()}`, url: message.location().url });
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      for (const { text, url } of logged) {
        const ownNotFound = /status of 404 \(Not Found\)$/.test(text) && notFoundDocuments.has(url);
        if (!ownNotFound && !expectedConsole?.test(text)) problems.push(text);
      }
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

/** Waits until no animation runs (the menu's slide-in, a view transition). */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}
