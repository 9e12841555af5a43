import type { Driver, LaunchOptions } from './driver.ts';
import { puppeteerDriver } from './puppeteer.ts';

/** Debian's firefox-esr. */
export const FIREFOX_ESR = '/usr/lib/firefox-esr/firefox-esr';

/**
 * Firefox ESR over WebDriver BiDi. BiDi cannot turn scripting off or emulate
 * a colour scheme per page, so both are preferences of the profile.
 */
export function firefoxDriver({ javaScript, colorScheme }: LaunchOptions): Promise<Driver> {
  return puppeteerDriver('firefox', {
    browser: 'firefox',
    executablePath: FIREFOX_ESR,
    extraPrefsFirefox: {
      'javascript.enabled': javaScript,
      // 0 dark, 1 light.
      'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
    },
  });
}
