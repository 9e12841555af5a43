// @ts-check
/**
 * Finds the Chromium the end-to-end tests drive: $CHROME_PATH, then Debian's
 * /usr/bin/chromium, then a browser Playwright downloaded itself. Run as a
 * script, it makes sure one exists, installing Debian's package when it can.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canInstallWithApt()) {
    console.error(
      'No Chromium found for the end-to-end tests. Install one and run again:\n' +
        '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
        '  elsewhere:     npx playwright install chromium\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log('No Chromium found; installing Debian’s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return DEBIAN_CHROMIUM;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`End-to-end tests use ${ensureChromium()}`);
}
