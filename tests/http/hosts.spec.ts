/**
 * What every host promises over HTTP, written once and run against each
 * runtime (playwright.hosts.config.ts): serve, nginx, and the local runtimes
 * of Cloudflare Pages and Netlify. Where a local runtime differs from its
 * production host, the exception is listed below with its reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { caseStudyPath, homePath } from '../../app/content/pages.ts';
import { sitePages as pages } from '../../app/lib/site-pages.ts';
import { documentTitle } from '../../app/lib/meta.ts';
import { languages } from '../../app/lib/languages.ts';
import { type RuntimeName as Runtime, nginxHasBrotli } from '../../scripts/dev/host-runtimes.ts';
import { NGINX_ROOT } from '../../scripts/build/hosts/nginx.ts';
import { ruleFiles } from '../../scripts/build/http-rules.ts';
import {
  ABSENT_HEADERS,
  CACHE,
  DOCUMENT_ONLY_HEADERS,
  EVERY_ANSWER_HEADERS,
  expectedPolicy,
  metaPolicy,
} from '../support/site-policy.ts';
import { parseHtml, rawGet } from '../support/site-checks.ts';
import { expectRevalidation, has, runtime } from './runtimes.ts';

const nginxRootDir = path.join(import.meta.dirname, '..', '..', 'build', NGINX_ROOT);

/** A document's security headers, and its own policy where it belongs (`expectedPolicy`). */
async function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries({ ...EVERY_ANSWER_HEADERS, ...DOCUMENT_ONLY_HEADERS }))
    expect(headers[name], `${what}: ${name}`).toBe(value);
  for (const name of ABSENT_HEADERS) expect(headers[name], `${what}: ${name}`).toBeUndefined();
  const html = await response.text();
  const policy = expectedPolicy(html, response.status());
  expect(headers['content-security-policy'], `${what}: the policy header`).toBe(policy.header);
  expect(metaPolicy(html), `${what}: the policy meta element`).toBe(policy.meta);
}

/** An asset carries what every answer needs, and none of the document headers where the host can leave them off. */
function expectAssetHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(EVERY_ANSWER_HEADERS))
    expect(headers[name], `${what}: ${name}`).toBe(value);
  if (has('documentHeadersOnAssets')) return;
  for (const name of Object.keys(DOCUMENT_ONLY_HEADERS))
    expect(headers[name], `${what}: ${name}`).toBeUndefined();
}

/** A script and a stylesheet that the home page names. */
async function homeAssets(request: APIRequestContext) {
  const home = parseHtml(await (await request.get('/home')).text());
  const script = home.querySelector('link[rel="modulepreload"]')?.getAttribute('href');
  const style = home.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
  expect(script && style, 'a script and a stylesheet of the home page').toBeTruthy();
  return { script: script!, style: style! };
}

/** A relative or absolute Location header, as a path. */
const locationPath = (response: APIResponse) =>
  new URL(response.headers().location ?? '', 'http://host').pathname;

for (const page of pages) {
  test(`${page.path} answers 200 at its canonical URL with every header`, async ({ request }) => {
    const response = await request.get(page.path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain(`<title>${documentTitle(page.title)}</title>`);
    await expectSecurityHeaders(response, page.path);
    expectRevalidation(response, page.path);
  });
}

test('a slash variant is the same page with the same headers, or a redirect to it', async ({
  request,
}) => {
  for (const page of pages) {
    const canonical = await request.get(page.path);
    const variant = await request.get(`${page.path}/`, { maxRedirects: 0 });
    if (variant.status() === 200) {
      expect(await variant.text(), `${page.path}/`).toBe(await canonical.text());
      await expectSecurityHeaders(variant, `${page.path}/`);
      expectRevalidation(variant, `${page.path}/`);
    } else {
      expect([301, 308], `${page.path}/`).toContain(variant.status());
      expect(locationPath(variant), `${page.path}/`).toBe(page.path);
    }
  }
});

test('"/" is one permanent redirect to the home page', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(locationPath(response)).toBe(homePath);
  const home = await request.get(locationPath(response), { maxRedirects: 0 });
  expect(home.status()).toBe(200);
});

// The hosts that answer a path under a translation's prefix with its language's not-found page.
const OWN_NOT_FOUND: Runtime[] = ['cloudflare', 'netlify', 'nginx'];
// A page; a path under a page, as a slug projects.ts lacks is; an asset; a rule file; a page
// under each translation's prefix.
const [first] = languages;
const MISSING = [
  ...['/no-such-page', caseStudyPath('x'), '/assets/missing.js', '/_headers.txt'].map((at) => ({
    at,
    language: first!,
  })),
  ...languages.slice(1).map((language) => ({ at: `${language.prefix}/no-such-page`, language })),
];
for (const { at: missing, language } of MISSING) {
  test(`${missing} gets the not-found page with status 404 and every header`, async ({
    request,
  }) => {
    const response = await request.get(missing, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const { notFoundPage } = OWN_NOT_FOUND.includes(runtime()) ? language : first!;
    expect(await response.text()).toContain(`<title>${documentTitle(notFoundPage.title)}</title>`);
    await expectSecurityHeaders(response, missing);
    expectRevalidation(response, missing);
  });
}

// Cloudflare Pages never publishes them; wrangler's local asset server
// answers them with a 502 (and logs an error) instead of a 404.
test('the host configuration files are not served', async ({ request }) => {
  for (const file of ruleFiles) {
    const response = await request.get(`/${file}`);
    expect(response.status(), file).toBeGreaterThanOrEqual(400);
    expect(await response.text(), file).not.toMatch(/Content-Security-Policy:|\/home 301/);
  }
});

test('fingerprinted assets are cached for a year, with lean headers; text is compressed', async ({
  request,
}) => {
  const { script, style } = await homeAssets(request);
  for (const asset of [script, style]) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), asset).toBe(200);
    expectAssetHeaders(response, asset);
    if (!has('cacheControlOverridden'))
      expect(response.headers()['cache-control'], asset).toBe(CACHE.immutable);
  }
  if (has('noCompression')) return;
  for (const [url, encoding] of [
    ['/home', 'gzip'],
    [script, 'gzip'],
    [style, 'gzip'],
    // serve has no brotli; nginx has it where its module is installed.
    ...(runtime() === 'serve' || (runtime() === 'nginx' && !nginxHasBrotli())
      ? []
      : [['/home', 'br'] as const]),
  ] as const) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
    expect(response.headers()['content-encoding'], `${url} (${encoding})`).toBe(encoding);
  }
});

test('precompressed twins are never answered as files of their own', async ({ request }) => {
  const { script } = await homeAssets(request);
  for (const twin of ['/home.html.br', '/home.html.gz', `${script}.br`, `${script}.gz`]) {
    const response = await request.get(twin, { maxRedirects: 0 });
    expect(response.status(), twin).toBe(404);
  }
});

test('nginx sends the twins written at build time, byte for byte', async ({ request, baseURL }) => {
  test.skip(runtime() !== 'nginx', 'only nginx is configured to send precompressed files');
  const { script } = await homeAssets(request);
  const encodings = nginxHasBrotli() ? (['gzip', 'br'] as const) : (['gzip'] as const);
  for (const [url, file] of [
    ['/home', 'home.html'],
    [script, script.slice(1)],
  ] as const) {
    for (const encoding of encodings) {
      const twin = path.join(nginxRootDir, `${file}.${encoding === 'br' ? 'br' : 'gz'}`);
      const answer = await rawGet(new URL(url, baseURL), encoding);
      expect(answer.encoding, `${url} (${encoding})`).toBe(encoding);
      expect(answer.vary, `${url} (${encoding})`).toMatch(/Accept-Encoding/i);
      expect(answer.body.equals(readFileSync(twin)), `${url} (${encoding}) is ${twin}`).toBe(true);
    }
  }
});

test('every page’s Markdown twin is served as Markdown; no agent catalog is claimed', async ({
  request,
}) => {
  for (const { path } of pages) {
    const response = await request.get(`${path}.md`);
    expect(response.status(), `${path}.md`).toBe(200);
    expect(response.headers()['content-type'], `${path}.md`).toBe('text/markdown; charset=utf-8');
    expect(await response.text(), `${path}.md`).toMatch(/^# \S/);
  }
  // Absent means "not applicable" to agents; a 200 with HTML would fail their check.
  expect((await request.get('/.well-known/ai-catalog.json')).status()).toBe(404);
});
