/**
 * One Lighthouse run (mobile defaults: emulated phone, simulated slow 4G and
 * CPU) in a fresh headless Chromium: a cold cache, and a tab in front. Used
 * by the audit tests and by the benchmark.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';

export async function runLighthouse(url: string, categories: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: categories,
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
