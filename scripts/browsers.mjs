// @ts-check
/**
 * Makes sure the three engines of the cross-engine journeys are installed:
 * Debian's Chromium, Firefox ESR and WebKitGTK (WebKitWebDriver and its
 * MiniBrowser, run under Xvfb). Installs them when it runs as root on Debian;
 * otherwise says how to get them.
 */
import { CHROMIUM_REQUIREMENT, findChromium } from './chromium.mjs';
import { ensureDebianPackages } from './debian-packages.mjs';

/** @type {import('./debian-packages.mjs').Requirement[]} */
const ENGINES = [
  { name: 'Firefox ESR', file: '/usr/lib/firefox-esr/firefox-esr', debian: 'firefox-esr' },
  { name: 'WebKitWebDriver', file: '/usr/bin/WebKitWebDriver', debian: 'webkit2gtk-driver' },
  {
    name: 'WebKitGTK MiniBrowser',
    file: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    debian: 'webkit2gtk-driver',
  },
  { name: 'Xvfb (a display for WebKit)', file: '/usr/bin/Xvfb', debian: 'xvfb' },
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
