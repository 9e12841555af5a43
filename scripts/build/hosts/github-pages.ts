/**
 * GitHub Pages reads no header or redirect files, so it gets a folder of its
 * own, `build/github-pages`: the site without the rule files, plus the
 * prerendered redirect page at `index.html` for "/" (a meta refresh, a
 * canonical link and a visible link). Every page carries its policy in a
 * meta element, since no header can, and GitHub Pages serves `404.html`
 * (which has its own already) with status 404.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copySite } from './copy-site.ts';
import type { HostTarget } from './types.ts';

const GITHUB_PAGES_DIR = 'github-pages';

export const githubPages: HostTarget = {
  name: 'GitHub Pages',
  files: () => ({}),
  async finish({ buildDir, clientDir, withPolicyInPage }) {
    const target = path.join(buildDir, GITHUB_PAGES_DIR);
    await copySite(clientDir, target);
    for (const [file, html] of withPolicyInPage) await writeFile(path.join(target, file), html);
  },
};
