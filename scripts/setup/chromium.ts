/**
 * Finds a Chromium: $CHROME_PATH, then a Chromium or Chrome installed on the
 * system (Debian's package, Google Chrome where its installer puts it on
 * Linux, macOS and Windows), then the one `npx playwright install chromium`
 * downloads. The end-to-end tests prefer Chromium's headless shell where
 * Debian's package provides it (`findTestChromium`). Run as a script, it
 * says which the tests use (with `--full`, the full browser too), or how to get one.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

/**
 * Flags for a headless Chromium on a build machine: root needs --no-sandbox,
 * and the background services would only try (and fail) to reach the network.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Chrome's own installers and Debian's packages put it. */
const SYSTEM_CHROME: Partial<Record<NodeJS.Platform, string[]>> = {
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  win32: [process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA]
    .filter(Boolean)
    .map((folder) => `${folder}\\Google\\Chrome\\Application\\chrome.exe`),
  linux: ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/chromium-browser'],
};

/**
 * Chromium's headless shell (the older, lighter headless mode, which
 * Playwright's own Chromium also uses for tests): the same engine, without
 * the full browser's per-page cost. Debian's chromium-headless-shell.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    ...(SYSTEM_CHROME[process.platform] ?? []),
    chromium.executablePath(),
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * The Chromium the end-to-end tests drive: $CHROME_PATH, then Debian's
 * headless shell, then any Chromium `findChromium` finds. Lighthouse and
 * the visual baselines keep the full Chromium, as PageSpeed Insights and a
 * visitor see the site.
 */
export function findTestChromium(): string | undefined {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

export const NO_CHROMIUM =
  'No Chromium or Chrome found. Install Google Chrome, or run `npx playwright install chromium`, ' +
  'or on Debian or Ubuntu `sudo apt-get install chromium chromium-headless-shell`, ' +
  'or point CHROME_PATH at one.';

/** A Chromium, or an error that says how to get one. */
export function requireChromium(): string {
  const found = findChromium();
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = findTestChromium();
  if (!found) {
    console.error(NO_CHROMIUM);
    process.exit(1);
  }
  console.log(`End-to-end tests use ${found}`);
  // The visual baselines and Lighthouse need the full browser, not only its headless shell.
  if (process.argv.includes('--full'))
    console.log(`Pictures and Lighthouse use ${requireChromium()}`);
}
