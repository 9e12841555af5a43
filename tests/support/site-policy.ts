/**
 * The response headers the site promises, written out here rather than read
 * from scripts/build/http-rules.ts and scripts/build/csp.ts, so that a change there fails
 * the tests until it is made here too. Only the inline hashes come from the
 * build's own reading of the pages (csp.ts): a wrong one blocks a script or
 * style, and the browser's report of it fails every end-to-end test. The
 * end-to-end suite checks `serve` against it; the HTTP suite checks every host
 * runtime.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pages } from '../../app/content/pages';
import { inlineHash, inlineScripts, inlineStyles } from '../../scripts/build/csp';

/**
 * The Content-Security-Policy, directive by directive and in order.
 * `script-src` and `style-src` also list the hashes of the pages' own inline
 * scripts and styles.
 */
export function sitePolicy(hashes: { scripts: readonly string[]; styles: readonly string[] }) {
  const self = (extra: readonly string[]) => ["'self'", ...extra].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': self(hashes.scripts),
    'style-src': self(hashes.styles),
    'img-src': "'self'",
    'font-src': "'self'",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources}`);
}

/** Caching: pages are checked on every visit; fingerprinted assets never change. */
export const CACHE = {
  revalidate: 'public, max-age=0, must-revalidate',
  immutable: 'public, max-age=31536000, immutable',
} as const;

const buildDir = path.join(import.meta.dirname, '..', '..', 'build');

/** The sha256 sources of every inline script or style in the built pages. */
function builtInlineHashes(kind: 'scripts' | 'styles'): string[] {
  const documents = [
    ...pages.map((page) => `client${page.path}.html`),
    'client/404.html',
    'github-pages/index.html',
  ].map((file) => readFileSync(path.join(buildDir, file), 'utf8'));
  const find = kind === 'scripts' ? inlineScripts : inlineStyles;
  return [...new Set(documents.flatMap(find).map(inlineHash))].sort();
}

/** The security headers of every answer, assets included, by lowercase name. */
export function everyAnswerHeaders(): Record<string, string> {
  return {
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/**
 * The headers only a document acts on, with this build's policy. Pages and
 * the 404 page carry them everywhere; `serve` and nginx leave them off the
 * fingerprinted assets, where they would do nothing.
 */
export function documentOnlyHeaders(): Record<string, string> {
  return {
    'permissions-policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'x-frame-options': 'DENY',
    'content-security-policy': sitePolicy({
      scripts: builtInlineHashes('scripts'),
      styles: builtInlineHashes('styles'),
    }).join('; '),
  };
}

/**
 * Headers the site must not send. Cross-Origin-Opener-Policy moves a page
 * opened from a blank tab (PageSpeed Insights, Lighthouse) into a new browser
 * process: docs/decisions/001-no-cross-origin-opener-policy.md.
 */
export const ABSENT_HEADERS: readonly string[] = ['cross-origin-opener-policy'];

/** Every security header of a document, by lowercase name. */
export function siteSecurityHeaders(): Record<string, string> {
  return { ...everyAnswerHeaders(), ...documentOnlyHeaders() };
}
