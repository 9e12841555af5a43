/**
 * The Content-Security-Policy, with the sha256 hash of every inline script
 * the prerendered pages carry (React Router's hydration data and module
 * loader). Only those exact scripts run; anything else inline is blocked.
 */
import { createHash } from 'node:crypto';

// Scripts of these types are data, never run, and outside script-src.
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);

/** The text of each executable inline script in an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_SCRIPT_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP source expression for one inline script: 'sha256-…'. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The policy for pages whose inline scripts are `scripts`. */
export function contentSecurityPolicy(scripts: Iterable<string>): string {
  const hashes = [...new Set([...scripts].map(scriptHash))].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
