/**
 * Runs after React Router has prerendered every page (the `buildEnd` hook):
 * makes the not-found page the server's 404 answer, inlines each page's CSS
 * and defers its scripts past the first paint (optimize-html.ts), hashes the
 * inline scripts and styles into the Content-Security-Policy, and writes the
 * server and host configuration from the one definition in http-rules.ts.
 */
import { readFileSync } from 'node:fs';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFoundPath } from '../app/content/pages';
import { contentSecurityPolicy, cspMetaTag, inlineScripts, inlineStyles } from './csp';
import {
  documentPaths,
  headerRules,
  headersFile,
  redirectsFile,
  serveConfig,
  servedFileGlob,
} from './http-rules';
import { optimizeHtml } from './optimize-html';

export async function finalizeBuild(buildDir: string) {
  const clientDir = path.join(buildDir, 'client');
  const notFoundDir = path.join(clientDir, notFoundPath);
  await copyFile(path.join(notFoundDir, 'index.html'), path.join(clientDir, '404.html'));
  // /404 is not a page of its own; only 404.html answers for unknown paths.
  await rm(notFoundDir, { recursive: true });
  // Every path has its own page or the 404, so the SPA fallback is never served.
  await rm(path.join(clientDir, '__spa-fallback.html'));

  const readStylesheet = (href: string) => readFileSync(path.join(clientDir, href), 'utf8');
  const documents = new Map<string, string>();
  for (const documentPath of documentPaths) {
    const file = path.join(clientDir, servedFileGlob(documentPath));
    documents.set(file, optimizeHtml(await readFile(file, 'utf8'), readStylesheet));
  }
  const html = [...documents.values()];
  const policy = contentSecurityPolicy({
    scripts: html.flatMap(inlineScripts),
    styles: html.flatMap(inlineStyles),
  });
  // The policy goes in each page too, first thing after the charset.
  for (const [file, page] of documents) {
    await writeFile(file, page.replace(/(<meta charSet="utf-8"\/>)/, `$1${cspMetaTag(policy)}`));
  }
  const rules = headerRules(policy);

  await writeFile(
    path.join(buildDir, 'serve.json'),
    `${JSON.stringify(serveConfig(rules), null, 2)}\n`,
  );
  await writeFile(path.join(clientDir, '_headers'), headersFile(rules));
  await writeFile(path.join(clientDir, '_redirects'), redirectsFile());
}
