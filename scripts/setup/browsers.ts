/**
 * Checks that the cross-engine journeys have their three engines, and says
 * how to get a missing one. Each of Firefox and WebKit is either Playwright's
 * own build (`npx playwright install firefox webkit`, the usual way on
 * macOS, Windows and Linux with downloads) or Debian's package (Firefox ESR;
 * WebKitGTK's WebKitWebDriver and MiniBrowser, run under Xvfb), which
 * `.ci/debian-packages` installs.
 */
import { existsSync } from 'node:fs';
import { firefox, webkit } from '@playwright/test';
import { FIREFOX_ESR } from '../../tests/engines/drivers/firefox.ts';
import { WEBKIT_FILES } from '../../tests/engines/drivers/webkit-host.ts';
import { NO_CHROMIUM, findChromium } from './chromium.ts';

const debian = (files: readonly string[]) => files.every((file) => existsSync(file));
const missing = [
  ...(findChromium() ? [] : [NO_CHROMIUM]),
  ...(existsSync(firefox.executablePath()) || debian([FIREFOX_ESR])
    ? []
    : ['No Firefox: `npx playwright install firefox`, or Debian’s firefox-esr.']),
  ...(existsSync(webkit.executablePath()) || debian(Object.values(WEBKIT_FILES))
    ? []
    : ['No WebKit: `npx playwright install webkit`, or Debian’s webkit2gtk-driver and xvfb.']),
];
if (missing.length > 0) {
  console.error(`The cross-engine journeys need three engines.\n${missing.join('\n')}`);
  process.exit(1);
}
