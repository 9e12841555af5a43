import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, test as base, expect } from '@playwright/test';
import { isListed } from '../../app/content/pages.ts';
import { site } from '../../app/content/site.ts';
import { isRightToLeft } from '../../app/lib/direction.ts';
import { basePath, sitePath } from '../../app/lib/meta.ts';
import { ANY_SIZE, FULL } from '../support/tiers.ts';

export { expect };

/**
 * The pages as the tests see them: every page the site serves, the case
 * studies and posts after the menu's (app/lib/site-pages.ts). A test of the
 * menu itself walks `menuPages`.
 */
export { sitePages as pages, menuPages } from '../../app/lib/site-pages.ts';

export { sampledPages } from '../support/sampled-pages.ts';

/** Whether the site's language runs right to left: its lines start at the right. */
export const rightToLeft = isRightToLeft(site.language);

interface Box {
  readonly x: number;
  readonly width: number;
}

/** The edge of `box` its lines start at, and the one they end at, as the language runs. */
export const startEdge = (box: Box) => (rightToLeft ? box.x + box.width : box.x);
export const endEdge = (box: Box) => (rightToLeft ? box.x : box.x + box.width);

/** Whether `after` stands wholly past `before` along a line, as the language reads. */
export const follows = (after: Box, before: Box) =>
  rightToLeft ? endEdge(before) > startEdge(after) : startEdge(after) > endEdge(before);

/** The day the build took as today (finalize-build.ts): what the pages say is as of it. */
export const builtDay = readFileSync(
  path.join(import.meta.dirname, '..', '..', 'build', 'build-day.txt'),
  'utf8',
);

/**
 * `[path]` while pages.ts lists the page, and `[]` once the owner removes it:
 * a test of one page's own content runs only while the page exists.
 */
export const ifListed = (path: string): string[] => (isListed(path) ? [path] : []);

interface Fixtures {
  /** Console messages a test expects (the browser's own 404 report, say). */
  expectedConsole: RegExp | null;
  /** Every breach of the Content-Security-Policy the test's pages reported: `directive: what at where`. */
  cspViolations: string[];
}

export { ANY_SIZE, FULL };
/** Tags all pages but one with FULL (tests/support/tiers.ts). */
export const everyday = (path: string) => (path === '/home' ? [] : [FULL]);
/**
 * For a check of every page whose failures show at either size: the
 * everyday run takes every page at the handset size and the home page at
 * both; the full proof takes every page at both.
 */
export const bothSizesOnHome = (path: string) => (path === '/home' ? [] : [ANY_SIZE]);

const CSP_BREACH = 'Content Security Policy breach: ';

/**
 * A test names a page by its path in the site ('/home'); under a base path (a
 * GitHub Pages project site) the page is at that path within it. A URL the
 * site wrote (under the base path already) or an absolute one stays as it is.
 */
export const inSite = (url: string) =>
  url.startsWith('/') && !url.startsWith(basePath) ? sitePath(url) : url;

export const test = base.extend<Fixtures>({
  expectedConsole: [null, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  cspViolations: async ({}, runTest) => runTest([]),
  request: async ({ request }, runTest) => {
    const get = request.get.bind(request);
    request.get = (url, options) => get(inSite(url), options);
    await runTest(request);
  },
  // Every page a test opens fails the test if it logged an error or warning,
  // breached the Content-Security-Policy, or threw. On `page` itself, so that
  // a test without a page (HTTP checks) never pays for one.
  page: async ({ page, expectedConsole, cspViolations }, runTest) => {
    const problems: string[] = [];
    const logged: { text: string; url: string }[] = [];
    // Documents answered with 404 on purpose: the browser reports each one.
    const notFoundDocuments = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest())
        notFoundDocuments.add(response.url());
    });
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(CSP_BREACH)) cspViolations.push(text.slice(CSP_BREACH.length));
      else if (message.type() === 'error' || message.type() === 'warning')
        logged.push({ text: `${message.type()}: ${text}`, url: message.location().url });
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(inSite(url), options);
    // A breach of the Content-Security-Policy is reported to the page (and to
    // DevTools' Issues panel, which Lighthouse's best practices read), not
    // always to the console: an eval that the script catches is not. So the
    // page logs each one.
    await page.addInitScript((prefix) => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `${prefix}${event.violatedDirective}: ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      );
    }, CSP_BREACH);
    await runTest(page);
    for (const { text, url } of logged) {
      const ownNotFound = /status of 404 \(Not Found\)$/.test(text) && notFoundDocuments.has(url);
      if (!ownNotFound && !expectedConsole?.test(text)) problems.push(text);
    }
    for (const violation of cspViolations) {
      const text = `${CSP_BREACH}${violation}`;
      if (!expectedConsole?.test(text)) problems.push(text);
    }
    expect(problems, 'the console and the Issues panel should stay clean').toEqual([]);
  },
});

/**
 * Starts the app on the page as a visitor does, with a first sign of intent
 * (a key), and waits until it has hydrated. The app starts on nothing else
 * (scripts/build/optimize-html.ts); the static page works before that:
 * its content and menu without JavaScript (content.spec.ts), its links with
 * no app at all (startup.spec.ts).
 */
export async function startApp(page: Page) {
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Makes the page's pointer a touch screen, as a phone's: no mouse rests over
 * the page, so nothing hovers it. (A headless Chromium keeps its mouse at the
 * page's top-left corner, and Chromium tells a page the mouse is over it after
 * each layout: a first sign of intent, which starts the app.)
 */
export async function touchOnly(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setEmitTouchEventsForMouse', {
    enabled: true,
    configuration: 'mobile',
  });
}

/** Opens a page and starts the app on it: for what script adds. */
export async function openApp(page: Page, path: string) {
  const response = await page.goto(path);
  await startApp(page);
  return response;
}

/**
 * Waits until no animation runs on the clock (the menu's slide-in, a view transition). One tied
 * to a scroll position (a code block's shade) runs for as long as the page is open.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.timeline !== document.timeline,
      ),
  );
}
