/**
 * Redirects and response headers, defined once. `finalize-build.ts` turns
 * them into the local server's `serve.json` (and, later, host files).
 */
import { homePath } from '../app/content/pages';

export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

export const redirects: readonly Redirect[] = [{ from: '/', to: homePath, status: 301 }];

export interface HeaderRule {
  /** Glob of request paths the headers apply to. */
  readonly source: string;
  readonly headers: Readonly<Record<string, string>>;
}

export const headerRules: readonly HeaderRule[] = [
  {
    source: '**',
    headers: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  },
  {
    // Vite fingerprints everything under /assets, so it never changes in place.
    source: 'assets/**',
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
];

/** `serve` (serve-handler) configuration for the static build. */
export function serveConfig() {
  return {
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map(({ from, to, status }) => ({
      source: from,
      destination: to,
      type: status,
    })),
    headers: headerRules.map(({ source, headers }) => ({
      source,
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
}
