/**
 * Netlify: the same `_headers` and `_redirects` as Cloudflare Pages, plus
 * `netlify.toml` at the repository's root (Netlify reads it from there, not
 * from the published folder). That file holds the build settings and the
 * rules only Netlify understands: forced 404s that keep the rule files
 * private, which Cloudflare's `_redirects` parser would reject.
 */
import { ruleFiles } from './rule-files.ts';
import type { HostTarget } from './types.ts';

export const netlify: HostTarget = {
  name: 'Netlify',
  files: ({ rules }) => ruleFiles(rules),
};
