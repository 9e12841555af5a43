import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../../scripts/chromium.mjs';
import { expect, pages, test } from './fixtures';

// Lighthouse's own mobile defaults (emulated phone, simulated slow network).
// Performance is measured by `npm run bench`, not asserted here.
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];

test.describe.configure({ timeout: 120_000 });

for (const entry of pages) {
  test(`${entry.path} scores 100 for accessibility, best practices and SEO`, async ({
    baseURL,
  }) => {
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const result = await lighthouse(`${baseURL}${entry.path}`, {
        port: chrome.port,
        onlyCategories: CATEGORIES,
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result!.lhr;
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `${audit.id}: ${audit.title}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      );
      expect({ scores, failing }).toEqual({
        scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
        failing: [],
      });
    } finally {
      chrome.kill();
    }
  });
}
