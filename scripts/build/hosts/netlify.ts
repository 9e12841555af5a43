/**
 * Netlify: the site in a folder of its own, `build/netlify` (netlify.toml's
 * publish folder), with Cloudflare's `_headers` and `_redirects` and the one
 * kind of rule Cloudflare's parser refuses and Netlify needs: each translation's
 * not-found page for the paths under its prefix, with status 404. `netlify.toml`
 * at the repository's root (Netlify reads it from there) holds the build
 * settings and the forced 404s that keep the rule files private.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFoundDocument, notFoundDocuments } from '../http-rules.ts';
import { copySite } from './copy-site.ts';
import { ruleFiles } from './rule-files.ts';
import type { HostTarget } from './types.ts';

/** The folder Netlify publishes, under `build/`. */
export const NETLIFY_DIR = 'netlify';

export const netlify: HostTarget = {
  name: 'Netlify',
  files: () => ({}),
  async finish({ buildDir, clientDir, rules }) {
    const folder = path.join(buildDir, NETLIFY_DIR);
    await copySite(clientDir, folder);
    const { 'client/_headers': headers, 'client/_redirects': redirects } = ruleFiles(rules);
    // Unforced: a page under the prefix is a file, which a rule without "!" never shadows.
    const notFound = notFoundDocuments
      .filter((document) => document !== notFoundDocument)
      .map(({ path: at }) => `${path.posix.dirname(at)}/* ${at} 404\n`);
    await writeFile(path.join(folder, '_headers'), headers ?? '');
    await writeFile(path.join(folder, '_redirects'), `${redirects ?? ''}${notFound.join('')}`);
  },
};
