/**
 * `serve` (serve-handler), the local server of `npm start`: `build/serve.json`.
 * It matches header rules against the served file, not the URL, and where two
 * rules set one header the later one wins.
 */
import {
  DEFAULT_CACHE,
  type HeaderRule,
  redirects,
  ruleFiles,
  siteWideHeaders,
} from '../http-rules.ts';
import type { HostTarget } from './types.ts';

/** The file glob `serve` matches for a URL path rule. */
export function servedFileGlob(urlPath: string): string {
  if (urlPath === '/*') return '**';
  if (urlPath.endsWith('/*')) return `${urlPath.slice(1, -2)}/**`;
  if (/\.[a-z0-9]+$/i.test(urlPath)) return urlPath.slice(1);
  return `${urlPath.slice(1)}.html`;
}

/**
 * A path no file answers at. serve-handler serves any file that exists, and
 * its rewrites apply only to missing ones, so the rule files are redirected
 * here, to the 404 page.
 */
const NOWHERE = '/.not-served';

const headerList = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

export function serveConfig(rules: readonly HeaderRule[]) {
  const { everyAnswer, documentsOnly } = siteWideHeaders(rules);
  return {
    cleanUrls: true,
    trailingSlash: false,
    redirects: [
      ...redirects.map(({ from, to, status }) => ({ source: from, destination: to, type: status })),
      // serve would otherwise hand out the other hosts' configuration.
      ...ruleFiles.map((file) => ({ source: `/${file}`, destination: NOWHERE, type: 302 })),
    ],
    headers: [
      { source: '**', headers: [{ key: 'Cache-Control', value: DEFAULT_CACHE }] },
      ...rules.map(({ path, headers }) => ({
        source: servedFileGlob(path),
        headers: headerList(path === '/*' ? everyAnswer : headers),
      })),
      // The files at the top of the site (the pages, the 404 page, icons and
      // the like), not the fingerprinted assets beneath: the 404 page is
      // matched as the file it is, so this reaches every document.
      { source: '*', headers: headerList(documentsOnly) },
    ],
  };
}

export const serve: HostTarget = {
  name: 'serve',
  files: ({ rules }) => ({ 'serve.json': `${JSON.stringify(serveConfig(rules), null, 2)}\n` }),
};
