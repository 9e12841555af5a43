/**
 * The Content-Security-Policy the site promises, directive by directive and
 * in order, written out here rather than read from scripts/csp.ts, so that a
 * change there fails the tests until it is made here too. `script-src` and
 * `style-src` also list the hashes of the pages' own inline scripts and styles.
 */
export function sitePolicy(hashes: { scripts: readonly string[]; styles: readonly string[] }) {
  const self = (extra: readonly string[]) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self(hashes.scripts)}`,
    `style-src ${self(hashes.styles)}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
}
