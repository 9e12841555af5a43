import { ABSENT_HEADERS, CACHE, siteSecurityHeaders } from '../../support/site-policy';
import { FULL, expect, openApp, pages, startApp, test } from '../fixtures';

// "/" answers with a bare 301 (serve sends no custom headers on redirects).
const documents = [...pages.map((page) => page.path), '/no-such-page'];

for (const path of documents) {
  test(`${path} is served with every security header and exactly the site's policy`, async ({
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const [name, value] of Object.entries(siteSecurityHeaders()))
      expect(headers[name], name).toBe(value);
    for (const name of ABSENT_HEADERS) expect(headers[name], name).toBeUndefined();
  });
}

test('HTML revalidates, fingerprinted assets are cached for a year, text is compressed', async ({
  request,
}) => {
  const page = await request.get('/home', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['cache-control']).toBe(CACHE.revalidate);
  expect(page.headers()['content-encoding']).toBe('gzip');
  const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toBe(CACHE.immutable);
  expect(response.headers()['content-encoding']).toBe('gzip');
  const notFound = await request.get('/missing');
  expect(notFound.headers()['cache-control']).toBe(CACHE.revalidate);
});

test('no page breaks the policy, and the app hydrates and navigates under it', async ({
  page,
  cspViolations,
}) => {
  for (const entry of pages) {
    await openApp(page, entry.path);
    expect(cspViolations, entry.path).toEqual([]);
  }
  // Client-side navigation needs the hydrated app: the document is not reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ABOUT' })).toBeFocused();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(cspViolations).toEqual([]);
});

test.describe('an inline script the build did not hash', { tag: FULL }, () => {
  // The browser's console message and the breach it reports to the page.
  test.use({ expectedConsole: /Content Security Policy/ });

  for (const delivery of ['header and meta element', 'meta element alone'] as const) {
    test(`is blocked and reported under the ${delivery}`, async ({ page, cspViolations }) => {
      await page.route('**/home', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '</body>',
          '<script>window.injected = true;</script></body>',
        );
        const headers = response.headers();
        // A host that reads no header configuration, such as GitHub Pages.
        if (delivery === 'meta element alone') delete headers['content-security-policy'];
        await route.fulfill({ response, body, headers });
      });
      await page.goto('/home');
      await startApp(page);
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      expect(cspViolations.length).toBeGreaterThan(0);
      for (const violation of cspViolations)
        expect(violation).toMatch(/^script-src-elem: inline at .*\/home:/);
      // The site's own scripts still ran (startApp waited for it): the page navigates.
      await page
        .getByRole('navigation')
        .getByRole('link', { name: 'Contact', exact: true })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  }
});

test('each page carries the same policy in a meta element, less what only a header can say', async ({
  request,
}) => {
  for (const entry of pages) {
    const response = await request.get(entry.path);
    const header = response.headers()['content-security-policy']!;
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      await response.text(),
    )?.[1];
    expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
  }
});
