// @ts-check
/**
 * Finds the Chromium the end-to-end tests drive: $CHROME_PATH, then Debian's
 * /usr/bin/chromium, then a browser Playwright downloaded itself. Run as a
 * script, it makes sure one exists, installing Debian's package when it can.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { ensureDebianPackages } from './debian-packages.mjs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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

/** @returns {string | undefined} */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM, chromium.executablePath()];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** @type {import('./debian-packages.mjs').Requirement} */
export const CHROMIUM_REQUIREMENT = {
  name: 'Chromium',
  file: DEBIAN_CHROMIUM,
  debian: 'chromium',
  elsewhere: 'npx playwright install chromium, or point CHROME_PATH at a Chromium or Chrome',
};

/** @param {string} why what needs it, for the message when it can't be had */
export function ensureChromium(why = 'the end-to-end tests') {
  if (!findChromium()) ensureDebianPackages([CHROMIUM_REQUIREMENT], why);
  return findChromium();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`End-to-end tests use ${ensureChromium()}`);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
