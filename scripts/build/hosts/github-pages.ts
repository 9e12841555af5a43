/**
 * GitHub Pages reads no header or redirect files, so it gets a folder of its
 * own, `build/github-pages`: the site without the rule files, plus the
 * prerendered redirect page at `index.html` for "/" (a meta refresh, a
 * canonical link and a visible link). Every page carries its policy in a
 * meta element, and GitHub Pages serves `404.html` with status 404.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rootRedirectDocument } from '../http-rules';
import { copySite } from './copy-site';
import type { HostTarget } from './types';

const GITHUB_PAGES_DIR = 'github-pages';

export const githubPages: HostTarget = {
  name: 'GitHub Pages',
  files: () => ({}),
  async finish({ buildDir, clientDir, rootRedirectHtml }) {
    const target = path.join(buildDir, GITHUB_PAGES_DIR);
    await copySite(clientDir, target);
    await writeFile(path.join(target, rootRedirectDocument.file), rootRedirectHtml);
  },
};
