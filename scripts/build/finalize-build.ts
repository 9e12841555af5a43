/**
 * Runs after React Router has prerendered every page (the `buildEnd` hook):
 * lays the pages out flat (`about/index.html` becomes `about.html`), makes
 * the not-found page the server's 404 answer, inlines each page's CSS and
 * defers its scripts past the first paint (optimize-html.ts), hashes each
 * page's inline scripts and styles into its own Content-Security-Policy, and
 * writes each host's configuration from the one definition in http-rules.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFoundPath } from '../../app/content/pages.ts';
import { buildDay } from '../../app/content/validate.ts';
import { basePath, sitePath } from '../../app/lib/meta.ts';
import routeConfig from '../../app/routes.ts';
import { languages } from '../../app/lib/languages.ts';
import { postPages, sitePages } from '../../app/lib/site-pages.ts';
import { llmsTxt, markdownTwin, twinPath } from './agent-files.ts';
import { writeHostFiles } from './hosts/index.ts';
import {
  type DocumentFile,
  headerRules,
  notFoundDocuments,
  pageDocuments,
  rootRedirectDocument,
} from './http-rules.ts';
import { firstRoundTrips, roundTripWarning } from './first-round-trip.ts';
import { type PreparedPage, appStartScript, preparePage } from './optimize-html.ts';
import { parseHtml } from './html.ts';
import { sitemapXml } from './site-files.ts';

/**
 * Where React Router prerendered each document: `/about` in `about/index.html`,
 * under the base path's folder when there is one.
 */
const prerendered = (urlPath: string) => path.join(sitePath(urlPath).slice(1), 'index.html');

export async function finalizeBuild(buildDir: string) {
  const clientDir = path.join(buildDir, 'client');
  const readStylesheet = (href: string) =>
    readFileSync(path.join(clientDir, href.slice(basePath.length)), 'utf8');
  const appStart = await appStartScript();

  const sources: [DocumentFile, string][] = [
    ...pageDocuments.map((document): [DocumentFile, string] => [document, document.path]),
    ...notFoundDocuments.map((document, index): [DocumentFile, string] => [
      document,
      `${languages[index]?.prefix ?? ''}${notFoundPath}`,
    ]),
    [rootRedirectDocument, '/'],
  ];
  // Each page is read and parsed once; everything below is made from that.
  const documents = new Map<DocumentFile, PreparedPage>();
  for (const [document, routePath] of sources) {
    const file = path.join(clientDir, prerendered(routePath));
    try {
      documents.set(document, preparePage(await readFile(file, 'utf8'), readStylesheet, appStart));
    } catch (error) {
      throw new Error(`${path.relative(clientDir, file)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  // Only once all are read: a case study's folder is inside its portfolio's.
  for (const [, routePath] of sources) {
    const file = path.join(clientDir, prerendered(routePath));
    await rm(routePath === '/' ? file : path.dirname(file), { recursive: true, force: true });
  }
  // Every path has its own page or the 404, so the SPA fallback is never served.
  // React Router names it index.html where no page of its own is there (under a base path).
  // Loader data (home.data, …) is never fetched: the root's loader is not run again after the
  // page (root.tsx), and a route's clientLoader does not ask the server's (decision 005).
  const unserved = loadersWithoutClientLoader(routeModules());
  if (unserved.length > 0)
    throw new Error(
      `${unserved.join(', ')}: a loader without a clientLoader. A client-side navigation would fetch its .data file, which the site does not serve: give the route a clientLoader that needs no server (as app/routes/home.tsx has).`,
    );
  const loaderData = (await readdir(clientDir, { recursive: true })).filter((file) =>
    file.endsWith('.data'),
  );
  // Loud where React Router's output moved (decision 030): a renamed file would ship unseen.
  const fallback = ['__spa-fallback.html', 'index.html'].filter((file) =>
    existsSync(path.join(clientDir, file)),
  );
  if (fallback.length === 0 || loaderData.length === 0)
    throw new Error(
      `React Router wrote ${fallback.length === 0 ? 'no SPA fallback (__spa-fallback.html or index.html)' : 'no .data file'} where the build removes it: its prerender's output has changed, and whatever it writes now would be published. See docs/decisions/030-upgrading-react-router-and-vite.md.`,
    );
  for (const file of [...fallback, ...loaderData]) await rm(path.join(clientDir, file));
  if (basePath !== '/') await rm(path.join(clientDir, basePath), { recursive: true });

  // Pages get their policy as a header (http-rules.ts); the 404 page, which
  // Netlify and Cloudflare Pages answer with under any path, in a meta element.
  for (const [document, page] of documents) {
    if (document === rootRedirectDocument) continue;
    const html = notFoundDocuments.includes(document) ? page.htmlWithPolicy : page.html;
    await mkdir(path.dirname(path.join(clientDir, document.file)), { recursive: true });
    await writeFile(path.join(clientDir, document.file), html);
  }
  const pageAt = (urlPath: string) =>
    [...documents].find(([document]) => document.path === urlPath)?.[1];
  // For AI assistants: every page as Markdown, and /llms.txt to find them.
  // A post's twin is its own Markdown under its title, without its front matter.
  const postSources = new Map(
    postPages.map((post) => [post.path, `# ${post.label}\n\n${post.markdown}\n`]),
  );
  for (const page of sitePages) {
    await writeFile(
      path.join(clientDir, twinPath(page.path).slice(1)),
      postSources.get(page.path) ?? markdownTwin(pageAt(page.path)?.main ?? null, page),
    );
  }
  await writeFile(path.join(clientDir, 'llms.txt'), llmsTxt());
  // Each page's versions in other languages, as its head names them.
  await writeFile(
    path.join(clientDir, 'sitemap.xml'),
    sitemapXml((urlPath) =>
      parseHtml(pageAt(urlPath)?.html ?? '')
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => ({
          hreflang: link.getAttribute('hreflang') ?? '',
          href: link.getAttribute('href') ?? '',
        })),
    ),
  );
  // The day the pages say things as of (availability), for the tests to read; never served.
  await writeFile(path.join(buildDir, 'build-day.txt'), buildDay());
  const rules = headerRules((pagePath) => pageAt(pagePath)?.policy ?? '');
  await writeHostFiles({
    buildDir,
    clientDir,
    rules,
    // Every document but the 404 pages, which have their policy in them already.
    withPolicyInPage: new Map(
      [...documents]
        .filter(([document]) => !notFoundDocuments.includes(document))
        .map(([document, page]) => [document.file, page.htmlWithPolicy]),
    ),
  });
  // A page the owner's content made longer than a first round trip: said, never refused.
  for (const { path: urlPath, file } of [...pageDocuments, ...notFoundDocuments]) {
    const headers = rules
      .filter((rule) => rule.path === '/*' || rule.path === urlPath)
      .map((rule) => rule.headers);
    const warning = roundTripWarning(
      file.endsWith('404.html') ? `The not-found page (${urlPath})` : urlPath,
      firstRoundTrips(buildDir, file, Object.assign({}, ...headers)),
    );
    if (warning) console.warn(`\n${warning}`);
  }
}

/** Every route module's file, from the project's root, with its source: app/root.tsx and app/routes.ts's. */
function routeModules(): Record<string, string> {
  const files = (routes: readonly RouteConfigEntry[]): string[] =>
    routes.flatMap((route) => [route.file, ...files(route.children ?? [])]);
  return Object.fromEntries(
    ['root.tsx', ...files(routeConfig)].map((file) => {
      const source = readFileSync(path.join(import.meta.dirname, '..', '..', 'app', file), 'utf8');
      return [`app/${file}`, source];
    }),
  );
}

/**
 * The route modules whose loader React Router would ask the server's .data
 * file for after the first page: each with a loader but no clientLoader,
 * but the root, which is never run again once it says so (shouldRevalidate).
 */
export function loadersWithoutClientLoader(sources: Readonly<Record<string, string>>): string[] {
  const exports = (source: string, name: string) =>
    new RegExp(`export (?:async function|function|const|let) ${name}\\b`).test(source);
  return Object.entries(sources)
    .filter(([, source]) => exports(source, 'loader') && !exports(source, 'clientLoader'))
    .filter(([file, source]) => !(file === 'app/root.tsx' && exports(source, 'shouldRevalidate')))
    .map(([file]) => file);
}
