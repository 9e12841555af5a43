import { FULL, expect, openApp, pages, test } from '../fixtures.ts';

test('no page requests anything from another host', { tag: FULL }, async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:')
      foreign.push(`${page.url()} → ${request.url()}`);
  });
  for (const entry of pages) {
    await openApp(page, entry.path);
    // Bring every lazy image into view so it loads too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
