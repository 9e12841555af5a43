/**
 * GitHub Pages reads no header or redirect files, so it gets a folder of its
 * own, `build/github-pages`: the site without the rule files, plus the
 * prerendered redirect page at `index.html` for "/" (a meta refresh, a
 * canonical link and a visible link). Every page carries its policy in a
 * meta element, since no header can, and GitHub Pages serves `404.html`
 * (which has its own already) with status 404.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withPolicyMeta } from '../csp.ts';
import { notFoundDocument, rootRedirectDocument } from '../http-rules.ts';
import { copySite } from './copy-site.ts';
import type { HostTarget } from './types.ts';

const GITHUB_PAGES_DIR = 'github-pages';

export const githubPages: HostTarget = {
  name: 'GitHub Pages',
  files: () => ({}),
  async finish({ buildDir, clientDir, rootRedirectHtml }) {
    const target = path.join(buildDir, GITHUB_PAGES_DIR);
    await copySite(clientDir, target);
    for (const file of await readdir(target)) {
      if (!file.endsWith('.html') || file === notFoundDocument.file) continue;
      const page = path.join(target, file);
      await writeFile(page, withPolicyMeta(await readFile(page, 'utf8')));
    }
    await writeFile(path.join(target, rootRedirectDocument.file), withPolicyMeta(rootRedirectHtml));
  },
};
