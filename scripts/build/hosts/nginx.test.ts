import { expect, test } from 'vitest';
import { headerRules } from '../http-rules.ts';
import { nginxBrotliConf, nginxSiteConf } from './nginx.ts';

// Each page's policy names the page, with a quote and a backslash, which nginx needs escaped.
const policyOf = (pagePath: string) => `default-src 'self'; report "x\\${pagePath}"`;
// Made in each test, not when the file loads: mutation testing switches the
// code under test per test.
const siteConf = () => nginxSiteConf(headerRules(policyOf));

/** The top-level directives, and each location's head and body. */
function parse(text: string) {
  const locations = new Map<string, string[]>();
  const topLevel: string[] = [];
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const head = /^location (.+) \{$/.exec(line);
    if (head) locations.set(head[1]!, (current = []));
    else if (line === '}') current = undefined;
    else if (current) current.push(line.trim());
    else if (line && !line.startsWith('#')) topLevel.push(line);
  }
  return { topLevel, locations };
}
const topLevel = () => parse(siteConf()).topLevel;
const locations = () => parse(siteConf()).locations;
const location = (head: string) => {
  const body = locations().get(head);
  expect(body, `location ${head}`).toBeDefined();
  return body!;
};

/** What every answer carries, assets included. */
const EVERY_ANSWER = [
  'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
  'add_header X-Content-Type-Options "nosniff" always;',
  'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
  'add_header Cross-Origin-Resource-Policy "same-origin" always;',
];
/** What documents carry besides. */
const DOCUMENT_ONLY = [
  'add_header X-Frame-Options "DENY" always;',
  'add_header Permissions-Policy "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()" always;',
];
const SECURITY = [...EVERY_ANSWER, ...DOCUMENT_ONLY];
const REVALIDATE = 'add_header Cache-Control "public, max-age=0, must-revalidate" always;';
const IMMUTABLE = 'add_header Cache-Control "public, max-age=31536000, immutable" always;';
/** A page's own policy, escaped. */
const pagePolicy = (pagePath: string) =>
  `add_header Content-Security-Policy "default-src 'self'; report \\"x\\\\${pagePath}\\"" always;`;

test('sends gzip twins, compresses the rest, keeps redirects relative and sends the 404 page for unknown paths', () => {
  expect(topLevel()).toEqual(
    expect.arrayContaining([
      'absolute_redirect off;',
      'server_tokens off;',
      'charset utf-8;',
      'gzip_static on;',
      'gzip on;',
      'gzip_vary on;',
      'gzip_comp_level 6;',
      'gzip_min_length 256;',
      'error_page 404 /404.html;',
    ]),
  );
  const gzipTypes = topLevel()
    .find((line) => line.startsWith('gzip_types '))!
    .split(/[ ;]/);
  const charsetTypes = topLevel()
    .find((line) => line.startsWith('charset_types '))!
    .split(/[ ;]/);
  for (const type of [
    'text/css',
    'application/javascript',
    'image/svg+xml',
    'application/manifest+json',
    'text/vcard',
    'text/markdown',
    'application/xml',
    'text/plain',
    'application/json',
    'text/xml',
  ]) {
    expect(gzipTypes, type).toContain(type);
    expect(charsetTypes, type).toContain(type);
  }
});

test('every answer carries the security headers, escaped, even errors; documents all of them', () => {
  expect(topLevel()).toEqual(expect.arrayContaining(SECURITY));
  for (const [head, body] of locations()) {
    if (!body.some((line) => line.startsWith('add_header'))) continue;
    // A location with its own add_header inherits none from the server.
    expect(body, head).toEqual(
      expect.arrayContaining(head === '/assets/' ? EVERY_ANSWER : SECURITY),
    );
  }
});

test('pages answer at /name from name.html, revalidated, with their own policy; other paths too', () => {
  for (const page of ['/home', '/about', '/contact']) {
    expect(location(`= ${page}`)).toEqual([
      ...SECURITY,
      REVALIDATE,
      pagePolicy(page),
      'try_files $uri.html =404;',
    ]);
  }
  expect(location('/')).toEqual([...SECURITY, REVALIDATE, 'try_files $uri $uri.html =404;']);
});

test('assets are cached for a year, without the document headers; the 404 page answers only as a 404', () => {
  expect(location('/assets/')).toEqual([...EVERY_ANSWER, IMMUTABLE, 'try_files $uri =404;']);
  expect(location('= /404.html')).toEqual(['internal;', ...SECURITY, REVALIDATE]);
});

test('"/" moves to the home page; slash and .html variants move to the clean URL', () => {
  expect(location('= /')).toEqual(['return 301 /home;']);
  expect(location('~ ^/(.+)/$')).toEqual(['return 301 /$1;']);
  expect(location('~ ^/(.+)\\.html$')).toEqual(['return 301 /$1;']);
  expect(location('~ ^/(_headers|_redirects)$')).toEqual(['return 404;']);
});

test('the precompressed twins are never answered as files of their own', () => {
  expect(location('~ \\.(br|gz)$')).toEqual(['return 404;']);
});

test('the manifest and the contact card get their types', () => {
  expect(location('~ \\.webmanifest$')).toEqual([
    'default_type "application/manifest+json";',
    ...SECURITY,
    REVALIDATE,
  ]);
  expect(location('~ \\.vcf$')[0]).toBe('default_type "text/vcard";');
});

test('brotli, where the static module is loaded, sends the brotli twins', () => {
  expect(
    nginxBrotliConf()
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  ).toEqual(['brotli_static on;']);
});
