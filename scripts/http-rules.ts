/**
 * Redirects and response headers, defined once. `finalize-build.ts` writes
 * them out for the local server (`build/serve.json`) and for static hosts
 * that read `_headers` and `_redirects` (Netlify, Cloudflare Pages).
 */
import { homePath, pages } from '../app/content/pages';

export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

export const redirects: readonly Redirect[] = [{ from: '/', to: homePath, status: 301 }];

export interface HeaderRule {
  /**
   * URL paths the headers apply to, as static hosts write them: "/*" for
   * everything, "/assets/*" for a folder, "/about" for one page.
   */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** HTML must be checked on every visit, so a new deploy shows at once. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Every document the server answers with: the pages, "/" and the 404 page. */
export const documentPaths: readonly string[] = [
  '/',
  ...pages.map((page) => page.path),
  '/404.html',
];

/**
 * The rules. No header name appears in two rules that match the same path:
 * hosts differ in how they combine those (Netlify and Cloudflare join the
 * values with commas, `serve` keeps the last).
 */
export function headerRules(contentSecurityPolicy: string): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    },
    // Vite fingerprints every file under /assets, so none ever changes in place.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // Headers that only mean something on a document go on documents only:
    // the policy alone is some 2 KB, and would otherwise ride on every script.
    ...documentPaths.map((path) => ({
      path,
      headers: {
        'Cache-Control': REVALIDATE,
        'Content-Security-Policy': contentSecurityPolicy,
        'X-Frame-Options': 'DENY',
        'Permissions-Policy':
          'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    })),
  ];
}

/** The file `serve` matches a URL path rule against (it matches files, not URLs). */
export function servedFileGlob(urlPath: string): string {
  if (urlPath === '/*') return '**';
  if (urlPath.endsWith('/*')) return `${urlPath.slice(1, -2)}/**`;
  if (urlPath === '/') return 'index.html';
  if (/\.[a-z0-9]+$/i.test(urlPath)) return urlPath.slice(1);
  return `${urlPath.slice(1)}/index.html`;
}

/** `serve` (serve-handler) configuration. */
export function serveConfig(rules: readonly HeaderRule[]) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map(({ from, to, status }) => ({
      source: from,
      destination: to,
      type: status,
    })),
    headers: rules.map(({ path, headers }) => ({
      source: servedFileGlob(path),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
}

/** Netlify / Cloudflare Pages `_headers`. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

/** Netlify / Cloudflare Pages `_redirects`. */
export function redirectsFile(): string {
  return redirects
    .map(({ from, to, status }) => `${from} ${to} ${status}`)
    .join('\n')
    .concat('\n');
}
