/**
 * serve-handler, the local server of `npm start` (scripts/dev/static-server.ts): `build/serve.json`.
 * It matches header rules against the served file, not the URL, and where two
 * rules set one header the later one wins. A site with a base path (a GitHub
 * Pages project site) is served from `build/under-base`, where the build sits
 * at that path, so that nothing answers outside it, as on GitHub Pages.
 */
import { copyFile, mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { basePath, sitePath, siteRoot } from '../../../app/lib/meta.ts';
import {
  CONTENT_TYPES,
  DEFAULT_CACHE,
  type HeaderRule,
  redirects,
  ruleFiles,
  siteWideHeaders,
  typedFiles,
} from '../http-rules.ts';
import type { HostTarget } from './types.ts';

/** The folder `serve` serves, under `build/`: the build itself, or a folder holding it at the base path. */
export const SERVED_DIR = basePath === '/' ? 'client' : 'under-base';

/** The file glob `serve` matches for a URL path rule. */
function servedFileGlob(urlPath: string): string {
  if (urlPath === '/*') return '**';
  const file = sitePath(urlPath).slice(1);
  if (urlPath.endsWith('/*')) return `${file.slice(0, -2)}/**`;
  if (/\.[a-z0-9]+$/i.test(urlPath)) return file;
  return `${file}.html`;
}

/** A redirect's source as `serve` sees it, which takes the slash off a base path's root. */
const servedPath = (urlPath: string) => (urlPath === '/' ? siteRoot : sitePath(urlPath));

/**
 * A path no file answers at. serve-handler serves any file that exists, and
 * its rewrites apply only to missing ones, so the rule files are redirected
 * here, to the 404 page.
 */
const NOWHERE = '/.not-served';

const headerList = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

function serveConfig(rules: readonly HeaderRule[]) {
  const { everyAnswer, documentsOnly } = siteWideHeaders(rules);
  return {
    cleanUrls: true,
    trailingSlash: false,
    // Nothing answers outside a base path but the not-found page, as on GitHub Pages.
    directoryListing: false,
    symlinks: true,
    redirects: [
      ...redirects.map(({ from, to, status }) => ({
        source: servedPath(from),
        destination: sitePath(to),
        type: status,
      })),
      // serve would otherwise hand out the other hosts' configuration.
      ...ruleFiles.map((file) => ({ source: sitePath(file), destination: NOWHERE, type: 302 })),
    ],
    headers: [
      { source: '**', headers: [{ key: 'Cache-Control', value: DEFAULT_CACHE }] },
      // serve's own table lacks some types (AVIF): each is stated, by extension, then by path.
      ...Object.entries(CONTENT_TYPES).map(([extension, type]) => ({
        source: `**/*${extension}`,
        headers: [{ key: 'Content-Type', value: type }],
      })),
      ...typedFiles.map(({ path, type }) => ({
        source: servedFileGlob(path),
        headers: [{ key: 'Content-Type', value: type }],
      })),
      ...rules.map(({ path, headers }) => ({
        source: servedFileGlob(path),
        headers: headerList(path === '/*' ? everyAnswer : headers),
      })),
      // Every document, at any depth (a case study's page is in a folder):
      // the 404 page is matched as the file it is, so this reaches it too.
      { source: '**/*.html', headers: headerList(documentsOnly) },
    ],
  };
}

export const serve: HostTarget = {
  name: 'serve',
  files: ({ rules }) => ({ 'serve.json': `${JSON.stringify(serveConfig(rules), null, 2)}\n` }),
  async finish({ buildDir, clientDir }) {
    if (basePath === '/') return;
    const served = path.join(buildDir, SERVED_DIR);
    const mount = path.join(served, basePath);
    await rm(served, { recursive: true, force: true });
    await mkdir(path.dirname(mount), { recursive: true });
    await symlink(path.relative(path.dirname(mount), clientDir), mount.replace(/\/$/, ''));
    // serve answers a missing file with the 404.html at the top of its folder
    // (a copy: serve sends a linked file's length as the link's).
    await copyFile(path.join(clientDir, '404.html'), path.join(served, '404.html'));
  },
};
