import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ABSENT_HEADERS,
  CACHE,
  asMeta,
  expectedPolicy,
  metaPolicy,
  siteSecurityHeaders,
} from '../../support/site-policy.ts';
import { FULL, expect, openApp, pages, startApp, test } from '../fixtures.ts';

// "/" answers with a bare 301 (serve sends no custom headers on redirects).
const documents = [...pages.map((page) => page.path), '/no-such-page'];

/** The copy of each page that GitHub Pages serves, which carries its policy in a meta element. */
const githubPagesCopy = (urlPath: string) =>
  readFileSync(
    path.join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      'build',
      'github-pages',
      `${urlPath.slice(1)}.html`,
    ),
    'utf8',
  );

for (const urlPath of documents) {
  test(`${urlPath} is served with every security header and exactly its own policy`, async ({
    request,
  }) => {
    const response = await request.get(urlPath, { maxRedirects: 0 });
    const headers = response.headers();
    for (const [name, value] of Object.entries(siteSecurityHeaders()))
      expect(headers[name], name).toBe(value);
    for (const name of ABSENT_HEADERS) expect(headers[name], name).toBeUndefined();
    const html = await response.text();
    const policy = expectedPolicy(html, response.status());
    expect(headers['content-security-policy'], 'the policy header').toBe(policy.header);
    expect(metaPolicy(html), 'the policy meta element').toBe(policy.meta);
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

  for (const delivery of ['header', 'meta element'] as const) {
    test(`is blocked and reported under the policy's ${delivery}`, async ({
      page,
      cspViolations,
    }) => {
      await page.route('**/home', async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        // A host that reads no header configuration (GitHub Pages) serves its own copy.
        if (delivery === 'meta element') delete headers['content-security-policy'];
        const served = delivery === 'header' ? await response.text() : githubPagesCopy('/home');
        const body = served.replace('</body>', '<script>window.injected = true;</script></body>');
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

test('on GitHub Pages each page carries the policy other hosts send, less what only a header can say', async ({
  request,
}) => {
  for (const entry of pages) {
    const header = (await request.get(entry.path)).headers()['content-security-policy'];
    expect(header, entry.path).toBeDefined();
    expect(metaPolicy(githubPagesCopy(entry.path)), entry.path).toBe(asMeta(header!));
  }
});
