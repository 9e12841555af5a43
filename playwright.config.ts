import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, findTestChromium } from './scripts/setup/chromium.ts';
import { baseConfig, servedSite, testPort } from './tests/support/playwright-base.ts';
import { DESKTOP, HANDSET } from './tests/support/screens.ts';
import { ANY_SIZE, FULL as TIER_FULL } from './tests/support/tiers.ts';

const port = testPort('E2E_PORT', 3100);

/**
 * The spec files in these folders of tests/e2e. Playwright matches a file's
 * absolute path, so the pattern starts at tests/e2e itself: the folders that
 * hold the project (one named `site`, say) match nothing.
 */
const specsIn = (...folders: string[]) => {
  const root = path
    .join(import.meta.dirname, 'tests', 'e2e')
    .replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  return new RegExp(`^${root}[\\\\/](${folders.join('|')})[\\\\/].*\\.spec\\.ts$`);
};
const HANDSET_FILES = specsIn('both-sizes', 'handset');
const DESKTOP_FILES = specsIn('both-sizes', 'desktop');
const SITE_FILES = specsIn('site');
const FULL = new RegExp(TIER_FULL);
const FULL_OR_ANY_SIZE = new RegExp(`${TIER_FULL}|${ANY_SIZE}`);
const isCI = Boolean(process.env.CI);

/**
 * The tests of a project in this tier, by the tags `npm test` leaves out: without them, or, with
 * `E2E_TIER=full` (`npm run test:e2e:full`), those alone.
 */
const tier = (leftOut: RegExp) =>
  process.env.E2E_TIER === 'full' ? { grep: leftOut } : { grepInvert: leftOut };

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e',
  // One retry in CI, for the trace it records; a test that passes only on
  // its retry still fails the run.
  retries: isCI ? 1 : 0,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findTestChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  expect: {
    toHaveScreenshot: {
      // Pictures for the visual regression tests (visual/), one set
      // for every machine: Debian's Chromium and the self-hosted font.
      pathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      // Anti-aliasing may differ by a few pixels between runs; a changed layout
      // or colour differs by thousands.
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  // A folder per set of projects: both-sizes/ runs at the handset and the
  // desktop size, handset/ and desktop/ at one; site/ checks once what does
  // not depend on the viewport (HTTP, HTML, generated files); audit/ runs
  // Lighthouse; visual/ compares pictures of every page at both sizes;
  // agents/ runs in a browser with WebMCP.
  //
  // Two tiers (package.json), each a set of projects run in one go, so that
  // its workers stay busy to the end: `npm test` runs handset, desktop and
  // site, without the tests tagged @full (and, at the desktop size, without
  // those tagged @any-size); `npm run test:all` runs, with E2E_TIER=full, what
  // they left out of the same projects, and audit, visual and agents.
  projects: [
    // First: in the full tier its tests take longest, so they start first.
    { name: 'audit', testMatch: specsIn('audit') },
    { name: 'handset', testMatch: HANDSET_FILES, ...tier(FULL), use: HANDSET },
    // What does not depend on the viewport ran at the handset size.
    { name: 'desktop', testMatch: DESKTOP_FILES, ...tier(FULL_OR_ANY_SIZE), use: DESKTOP },
    { name: 'site', testMatch: SITE_FILES, ...tier(FULL) },
    {
      // The pictures are the full Chromium's, as a visitor's browser draws
      // text: the headless shell draws it a few pixels differently.
      name: 'visual',
      testMatch: specsIn('visual'),
      use: { launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS } },
    },
    {
      // A Chromium with the WebMCP draft switched on, as an agent's browser.
      name: 'agents',
      testMatch: specsIn('agents'),
      use: {
        launchOptions: {
          executablePath: findTestChromium(),
          args: [...CHROMIUM_FLAGS, '--enable-features=WebMCPTesting'],
        },
      },
    },
  ],
  // The production build, served exactly as `npm start` serves it.
  webServer: servedSite('serve', port, 'http://localhost'),
});
