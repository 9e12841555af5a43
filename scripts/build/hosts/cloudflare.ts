/**
 * Cloudflare Pages: `_headers` and `_redirects` in the output folder. It
 * serves `about.html` at `/about` and answers `/about/` and `/about.html`
 * with a 308 to it, serves `404.html` for unknown paths with status 404, and
 * never serves the rule files.
 */
import { ruleFiles } from './rule-files.ts';
import type { HostTarget } from './types.ts';

export const cloudflare: HostTarget = {
  name: 'Cloudflare Pages',
  files: ({ rules }) => ruleFiles(rules),
};
