/**
 * nginx, for self-hosting: `build/nginx/html` is the site to serve (its
 * `root`), with every text file's brotli and gzip twins beside it, made once
 * at build time. `build/nginx/site.conf` holds everything that goes inside a
 * `server { }` block (include it there, after `root`); it sends the gzip
 * twins, and compresses on the fly only what has none. `build/nginx/brotli.conf`
 * sends the brotli twins, for servers that load the brotli static module.
 * `npm run serve:nginx` runs both with the local nginx. Why the twins live
 * only here: docs/decisions/003-precompressed-files-for-nginx-only.md.
 *
 * Points that bite, and how this handles them: a location with its own
 * `add_header` inherits none from the server, so each location repeats the
 * full set; headers reach error answers only with `always`; Location headers
 * are kept relative (`absolute_redirect off`) so they work behind a proxy.
 */
import path from 'node:path';
import {
  CONTENT_TYPES,
  DEFAULT_CACHE,
  type HeaderRule,
  notFoundDocument,
  notFoundDocuments,
  redirects,
  ruleFiles,
  siteWideHeaders,
  typedFiles,
} from '../http-rules.ts';
import { copySite } from './copy-site.ts';
import { precompress } from './precompress.ts';
import type { HostTarget } from './types.ts';

/** The folder nginx serves, under `build/`: the site and its precompressed twins. */
export const NGINX_ROOT = 'nginx/html';

/** Types compressed on the fly when they have no precompressed twin (HTML always is, by gzip). */
const COMPRESSIBLE = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/vcard',
  'text/xml',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/atom+xml',
  'image/svg+xml',
];

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function headerLines(headers: Readonly<Record<string, string>>, indent: string): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`,
  );
}

function block(head: string, body: string[]): string[] {
  return [`${head} {`, ...body.map((line) => `  ${line}`), '}'];
}

function nginxSiteConf(rules: readonly HeaderRule[]): string {
  const { everyAnswer, documentsOnly } = siteWideHeaders(rules);
  const everywhere = { ...everyAnswer, ...documentsOnly };
  const folders = rules.filter((rule) => rule.path !== '/*' && rule.path.endsWith('/*'));
  const exact = rules.filter((rule) => !rule.path.endsWith('/*'));
  // Every location adds headers, so every location lists all it needs: all of
  // them, except that folders (the fingerprinted assets) need no document headers.
  const withCache = (cacheControl: string) =>
    headerLines({ ...everywhere, 'Cache-Control': cacheControl }, '');
  const lines = [
    '# Written by scripts/build/hosts/nginx.ts from scripts/build/http-rules.ts at build time: do not edit.',
    'absolute_redirect off;',
    'server_tokens off;',
    'charset utf-8;',
    `charset_types ${COMPRESSIBLE.join(' ')};`,
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    'gzip_min_length 256;',
    `gzip_types ${COMPRESSIBLE.join(' ')};`,
    `error_page 404 /${notFoundDocument.file};`,
    '# The types of the files the site has, in place of mime.types (which lacks some, and names',
    '# scripts application/javascript); `charset` adds the charset to the text types.',
    ...block(
      'types',
      Object.entries(CONTENT_TYPES).map(
        ([extension, type]) => `${type.replace(/;.*/, '')} ${extension.slice(1)};`,
      ),
    ),
    ...headerLines(everywhere, ''),
    '',
    '# Redirects.',
    ...redirects.flatMap(({ from, to, status }) =>
      block(`location = ${from}`, [`return ${status} ${to};`]),
    ),
    '# One URL per page: "/about/" and "/about.html" move to "/about".',
    ...block('location ~ ^/(.+)/$', ['return 301 /$1;']),
    ...block('location ~ ^/(.+)\\.html$', ['return 301 /$1;']),
    "# Each language's not-found page answers only as the 404 of other paths.",
    ...notFoundDocuments.flatMap(({ file }) =>
      block(`location = /${file}`, ['internal;', ...withCache(DEFAULT_CACHE)]),
    ),
    '# Host configuration of other hosts, never served.',
    ...block(`location ~ ^/(${ruleFiles.join('|')})$`, ['return 404;']),
    '# Precompressed twins, sent only as the encoding of the file they compress.',
    ...block('location ~ \\.(br|gz)$', ['return 404;']),
    '# Files whose extension does not say their type.',
    ...typedFiles.flatMap(({ path, type }) =>
      block(`location = ${path}`, [
        'types { }',
        `default_type ${quote(type.replace(/;.*/, ''))};`,
        ...withCache(DEFAULT_CACHE),
      ]),
    ),
    ...folders.flatMap((rule) =>
      block(`location ${rule.path.slice(0, -1)}`, [
        ...headerLines({ ...everyAnswer, ...rule.headers }, ''),
        'try_files $uri =404;',
      ]),
    ),
    '# Pages are "name.html" files served at "/name".',
    ...exact.flatMap((rule) =>
      block(`location = ${rule.path}`, [
        ...headerLines({ ...everywhere, ...rule.headers }, ''),
        'try_files $uri.html =404;',
      ]),
    ),
    ...block('location /', [...withCache(DEFAULT_CACHE), 'try_files $uri $uri.html =404;']),
    "# A path under a translation's prefix that no page has gets that language's not-found page.",
    ...notFoundDocuments
      .filter((document) => document !== notFoundDocument)
      .flatMap(({ file }) =>
        block(`location ${path.posix.dirname(`/${file}`)}/`, [
          `error_page 404 /${file};`,
          ...withCache(DEFAULT_CACHE),
          'try_files $uri $uri.html =404;',
        ]),
      ),
  ];
  return `${lines.join('\n')}\n`;
}

function nginxBrotliConf(): string {
  return [
    '# Needs the brotli static module (Debian and Ubuntu: libnginx-mod-http-brotli-static).',
    'brotli_static on;',
    '',
  ].join('\n');
}

export const nginx: HostTarget = {
  name: 'nginx',
  files: ({ rules }) => ({
    'nginx/site.conf': nginxSiteConf(rules),
    'nginx/brotli.conf': nginxBrotliConf(),
  }),
  async finish({ buildDir, clientDir }) {
    const root = path.join(buildDir, NGINX_ROOT);
    await copySite(clientDir, root);
    await precompress(root);
  },
};
