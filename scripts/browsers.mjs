// @ts-check
/**
 * Makes sure the three engines of the cross-engine journeys are installed:
 * Debian's Chromium, Firefox ESR and WebKitGTK (WebKitWebDriver and its
 * MiniBrowser, run under Xvfb). Installs them when it runs as root on Debian;
 * otherwise says how to get them.
 */
import { CHROMIUM_REQUIREMENT, findChromium } from './chromium.mjs';
import { DEBIAN_FILES, ensureDebianPackages } from './debian-packages.mjs';

/** @type {import('./debian-packages.mjs').Requirement[]} */
const ENGINES = [
  { name: 'Firefox ESR', file: DEBIAN_FILES.firefox, debian: 'firefox-esr' },
  { name: 'WebKitWebDriver', file: DEBIAN_FILES.webKitWebDriver, debian: 'webkit2gtk-driver' },
  { name: 'WebKitGTK MiniBrowser', file: DEBIAN_FILES.miniBrowser, debian: 'webkit2gtk-driver' },
  { name: 'Xvfb (a display for WebKit)', file: DEBIAN_FILES.xvfb, debian: 'xvfb' },
];

try {
  ensureDebianPackages(
    [...(findChromium() ? [] : [CHROMIUM_REQUIREMENT]), ...ENGINES],
    'the cross-engine journeys',
  );
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
