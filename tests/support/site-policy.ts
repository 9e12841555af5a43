/**
 * The response headers the site promises, written out here rather than read
 * from scripts/build/http-rules.ts and scripts/build/csp.ts, so that a change there fails
 * the tests until it is made here too. Only the inline hashes come from the
 * build's own reading of the page at hand (csp.ts): a wrong one blocks a
 * script or style, and the browser's report of it fails every end-to-end
 * test. The end-to-end suite checks `serve` against it; the HTTP suite checks
 * every host runtime.
 */
import { inlineHash, inlineScripts, inlineStyles } from '../../scripts/build/csp.ts';
import { parseHtml } from '../../scripts/build/html.ts';

/**
 * The Content-Security-Policy, directive by directive and in order.
 * `script-src` and `style-src` also list the hashes of the document's own
 * inline scripts and styles.
 */
function sitePolicy(hashes: { scripts: readonly string[]; styles: readonly string[] }) {
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

const hashesOf = (texts: readonly string[]) => [...new Set(texts.map(inlineHash))].sort();

/** The policy a document's own inline scripts and styles call for, and nothing else inline. */
export function policyFor(html: string): string {
  return sitePolicy({
    scripts: hashesOf(inlineScripts(html)),
    styles: hashesOf(inlineStyles(html)),
  }).join('; ');
}

/** A policy as a meta element states it: frame-ancestors works only in a header. */
export const asMeta = (policy: string) => policy.replace("; frame-ancestors 'none'", '');

/** The policy a document carries in a meta element, if it has one. */
export const metaPolicy = (html: string) =>
  parseHtml(html)
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content');

/**
 * Where a document's policy must be, and what it must say. A page's is a
 * header, and the page has no meta element, which would stop Chromium's
 * preload scanner. The 404 page's is a meta element, since Netlify and
 * Cloudflare Pages answer with it under any path, where no page rule reaches
 * (X-Frame-Options stands in for the frame-ancestors a meta element cannot say).
 */
export function expectedPolicy(html: string, status: number) {
  const policy = policyFor(html);
  return status === 404
    ? { header: undefined, meta: asMeta(policy) }
    : { header: policy, meta: undefined };
}

/** The security headers of every answer, assets included, by lowercase name. */
export const EVERY_ANSWER_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The headers only a document acts on, its policy aside (`expectedPolicy`).
 * Pages and the 404 page carry them everywhere; `serve` and nginx leave them
 * off the fingerprinted assets, where they would do nothing.
 */
export const DOCUMENT_ONLY_HEADERS = {
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
};

/**
 * Headers the site must not send. Cross-Origin-Opener-Policy moves a page
 * opened from a blank tab (PageSpeed Insights, Lighthouse) into a new browser
 * process: docs/decisions/001-no-cross-origin-opener-policy.md.
 */
export const ABSENT_HEADERS: readonly string[] = ['cross-origin-opener-policy'];
