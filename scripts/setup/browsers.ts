/**
 * Makes sure the three engines of the cross-engine journeys are there. Each
 * of Firefox and WebKit is either Playwright's own build (installed with
 * `npx playwright install firefox webkit`, the usual way on macOS, Windows
 * and Linux with downloads) or Debian's package (Firefox ESR; WebKitGTK's
 * WebKitWebDriver and MiniBrowser, run under Xvfb). Installs the Debian
 * packages when it runs as root on Debian; otherwise says how to get either.
 */
import { existsSync } from 'node:fs';
import { firefox, webkit } from '@playwright/test';
import { CHROMIUM_REQUIREMENT, findChromium } from './chromium.ts';
import { DEBIAN_FILES, type Requirement, ensureDebianPackages } from './debian-packages.ts';

const playwrightInstall = (engine: string) =>
  `npx playwright install ${engine} (Linux, macOS, Windows), then run again`;

const FIREFOX: Requirement[] = [
  {
    name: 'Firefox',
    file: DEBIAN_FILES.firefox,
    debian: 'firefox-esr',
    elsewhere: playwrightInstall('firefox'),
  },
];
const WEBKIT: Requirement[] = [
  {
    name: 'WebKit',
    file: DEBIAN_FILES.webKitWebDriver,
    debian: 'webkit2gtk-driver',
    elsewhere: playwrightInstall('webkit'),
  },
  { name: 'WebKitGTK MiniBrowser', file: DEBIAN_FILES.miniBrowser, debian: 'webkit2gtk-driver' },
  { name: 'Xvfb (a display for WebKit)', file: DEBIAN_FILES.xvfb, debian: 'xvfb' },
];

try {
  ensureDebianPackages(
    [
      ...(findChromium() ? [] : [CHROMIUM_REQUIREMENT]),
      ...(existsSync(firefox.executablePath()) ? [] : FIREFOX),
      ...(existsSync(webkit.executablePath()) ? [] : WEBKIT),
    ],
    'the cross-engine journeys',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
