/**
 * Finds a Chromium: $CHROME_PATH, then a Chromium or Chrome installed on the
 * system (Debian's package, Google Chrome where its installer puts it on
 * Linux, macOS and Windows), then the one `npx playwright install chromium`
 * downloads. The end-to-end tests prefer Chromium's headless shell where
 * Debian's package provides it (`findTestChromium`). Run as a script, it
 * makes sure the tests have one, installing Debian's package when it can, and
 * otherwise says how to get one.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import {
  DEBIAN_FILES,
  type Requirement,
  canInstallWithApt,
  ensureDebianPackages,
} from './debian-packages.ts';

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

/** Where Chrome's own installers put it. */
const SYSTEM_CHROME: Partial<Record<NodeJS.Platform, string[]>> = {
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  win32: [process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA]
    .filter(Boolean)
    .map((folder) => `${folder}\\Google\\Chrome\\Application\\chrome.exe`),
  linux: [DEBIAN_FILES.chromium, '/usr/bin/google-chrome', '/usr/bin/chromium-browser'],
};

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
 * the screenshots keep the full Chromium, as PageSpeed Insights and a
 * visitor see the site.
 */
export function findTestChromium(): string | undefined {
  if (process.env.CHROME_PATH) return findChromium();
  return existsSync(DEBIAN_FILES.chromiumHeadlessShell)
    ? DEBIAN_FILES.chromiumHeadlessShell
    : findChromium();
}

export const HEADLESS_SHELL_REQUIREMENT: Requirement = {
  name: "Chromium's headless shell",
  file: DEBIAN_FILES.chromiumHeadlessShell,
  debian: 'chromium-headless-shell',
};

export const CHROMIUM_REQUIREMENT: Requirement = {
  name: 'Chromium',
  file: DEBIAN_FILES.chromium,
  debian: 'chromium',
  elsewhere:
    'npx playwright install chromium (Linux, macOS, Windows), or install Google Chrome ' +
    '(macOS: brew install --cask google-chrome; Windows: winget install Google.Chrome), ' +
    'or point CHROME_PATH at a Chromium or Chrome',
};

/** A Chromium for `why` (what needs it, for the message when it can't be had). */
export function ensureChromium(why = 'the end-to-end tests') {
  if (!findChromium()) ensureDebianPackages([CHROMIUM_REQUIREMENT], why);
  return findChromium();
}

/**
 * Makes sure the end-to-end tests have a Chromium: as root on Debian, its
 * headless shell (installed if missing); elsewhere any Chromium, or a message.
 */
export function ensureTestChromium() {
  if (!process.env.CHROME_PATH && canInstallWithApt())
    ensureDebianPackages([HEADLESS_SHELL_REQUIREMENT], 'the end-to-end tests');
  if (!findTestChromium()) ensureDebianPackages([CHROMIUM_REQUIREMENT], 'the end-to-end tests');
  return findTestChromium();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`End-to-end tests use ${ensureTestChromium()}`);
    // The full proof's pictures and Lighthouse need the full browser too.
    if (process.argv.includes('--full'))
      console.log(
        `Pictures and Lighthouse use ${ensureChromium('the visual baselines and Lighthouse')}`,
      );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
