import { CHROMIUM_FLAGS, findChromium } from '../../../scripts/chromium.mjs';
import type { Driver, LaunchOptions } from './driver';
import { puppeteerDriver } from './puppeteer';

export function chromiumDriver({ javaScript, colorScheme }: LaunchOptions): Promise<Driver> {
  return puppeteerDriver(
    'chromium',
    { browser: 'chrome', executablePath: findChromium(), args: CHROMIUM_FLAGS },
    async (page) => {
      await page.setJavaScriptEnabled(javaScript);
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: colorScheme }]);
    },
  );
}
