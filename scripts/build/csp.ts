/**
 * The Content-Security-Policy of each document, with the sha256 hash of every
 * inline script and style it carries (React Router's hydration data, the
 * module loader, the inlined CSS). Only those exact ones apply; anything else
 * inline is blocked. Each document gets a policy of its own, made from its
 * own HTML: a policy listing every page's hashes would weigh on each page's
 * first round trip (docs/decisions/013-each-page-has-its-own-policy.md).
 */
import { createHash } from 'node:crypto';
import type { HTMLElement } from 'node-html-parser';
import { parseHtml } from './html.ts';

// Scripts of these types are data, never run, and outside script-src.
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);

/** The text of each executable inline script in a parsed document (or in HTML, parsed here). */
export function inlineScripts(document: HTMLElement | string): string[] {
  return (typeof document === 'string' ? parseHtml(document) : document)
    .querySelectorAll('script:not([src])')
    .filter((script) => !DATA_SCRIPT_TYPES.has(script.getAttribute('type')?.toLowerCase() ?? ''))
    .map((script) => script.rawText);
}

/** The text of each inline <style> element in a parsed document (or in HTML, parsed here). */
export function inlineStyles(document: HTMLElement | string): string[] {
  return (typeof document === 'string' ? parseHtml(document) : document)
    .querySelectorAll('style')
    .map((style) => style.rawText);
}

/** The CSP source expression for one inline script or style: 'sha256-…'. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function sources(inline: Iterable<string>): string {
  return ["'self'", ...[...new Set([...inline].map(inlineHash))].sort()].join(' ');
}

/** The policy for a document whose inline scripts and styles are these, and nothing else inline. */
export function contentSecurityPolicy(inline: {
  scripts: Iterable<string>;
  styles?: Iterable<string>;
}): string {
  return [
    "default-src 'self'",
    `script-src ${sources(inline.scripts)}`,
    `style-src ${sources(inline.styles ?? [])}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    // No manifest-src: WebKit logs an error for a directive it does not know,
    // and default-src already limits the manifest to the site itself.
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy as a <meta> element, for hosts that send no headers (GitHub
 * Pages) and for the 404 page, which no page's rule reaches; first thing
 * after the charset, so it applies before any script or style. Only where no
 * header can carry it: the element weighs on the page's first round trip, and
 * Chromium's preload scanner fetches nothing after it
 * (docs/decisions/013-each-page-has-its-own-policy.md). frame-ancestors is
 * header-only: browsers ignore it in a meta element, with a console warning,
 * so it is left out.
 */
export function cspMetaTag(policy: string): string {
  const content = policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  return `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
}
