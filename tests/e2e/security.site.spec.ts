import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sitePolicy } from '../support/site-policy';
import { expect, openApp, pages, test } from './fixtures';

// The header set the site promises, written out here rather than read from
// scripts/http-rules.ts, so that a change there fails until it is made here too.
const REQUIRED_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

const buildDir = path.join(import.meta.dirname, '..', '..', 'build');
const builtDocuments = [
  ...pages.map((page) => `client${page.path}.html`),
  'client/404.html',
  'github-pages/index.html',
].map((file) => readFileSync(path.join(buildDir, file), 'utf8'));

/** The sha256 sources of every inline element of a kind, computed here from the built pages. */
function inlineHashes(tag: 'script' | 'style'): string[] {
  const hashes = new Set<string>();
  for (const html of builtDocuments) {
    for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))) {
      if (/\bsrc=|type="application\/(ld\+)?json"/.test(match[1] ?? '')) continue;
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(match[2] ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return [...hashes].sort();
}

function expectedPolicy(): string {
  return sitePolicy({ scripts: inlineHashes('script'), styles: inlineHashes('style') }).join('; ');
}

// "/" answers with a bare 301 (serve sends no custom headers on redirects).
const documents = [...pages.map((page) => page.path), '/no-such-page'];

for (const path of documents) {
  test(`${path} is served with every security header and exactly the site's policy`, async ({
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const [name, value] of Object.entries(REQUIRED_HEADERS))
      expect(headers[name], name).toBe(value);
    expect(headers['content-security-policy']).toBe(expectedPolicy());
  });
}

test('HTML revalidates, fingerprinted assets are cached for a year, text is compressed', async ({
  request,
}) => {
  const page = await request.get('/home', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(page.headers()['content-encoding']).toBe('gzip');
  const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  const notFound = await request.get('/missing');
  expect(notFound.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

/** Records every CSP violation the page reports, from before its first script. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective}: ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('no page breaks the policy, and the app hydrates and navigates under it', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const entry of pages) {
    await openApp(page, entry.path);
    expect(await violations(), entry.path).toEqual([]);
  }
  // Client-side navigation needs the hydrated app: the document is not reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ABOUT' })).toBeFocused();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await violations()).toEqual([]);
});

test.describe('an inline script the build did not hash', () => {
  test.use({ expectedConsole: /violates the following Content Security Policy directive/ });

  for (const delivery of ['header and meta element', 'meta element alone'] as const) {
    test(`is blocked and reported under the ${delivery}`, async ({ page }) => {
      const violations = await watchViolations(page);
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
      await page.goto('/home', { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      const reported = await violations();
      expect(reported.length).toBeGreaterThan(0);
      for (const violation of reported)
        expect(violation).toMatch(/^script-src-elem: inline at .*\/home:/);
      // The site's own scripts still ran: the page hydrated and navigates.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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
