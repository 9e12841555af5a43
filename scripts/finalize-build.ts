/**
 * Runs after React Router has prerendered every page (the `buildEnd` hook):
 * makes the not-found page the server's 404 answer and writes the server
 * configuration next to the static output.
 */
import { copyFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFoundPath } from '../app/content/pages';
import { serveConfig } from './http-rules';

export async function finalizeBuild(buildDir: string) {
  const clientDir = path.join(buildDir, 'client');
  const notFoundDir = path.join(clientDir, notFoundPath);
  await copyFile(path.join(notFoundDir, 'index.html'), path.join(clientDir, '404.html'));
  // /404 is not a page of its own; only 404.html should answer for it.
  await rm(notFoundDir, { recursive: true });
  // Every path has its own page or the 404, so the SPA fallback is never served.
  await rm(path.join(clientDir, '__spa-fallback.html'));
  await writeFile(path.join(buildDir, 'serve.json'), `${JSON.stringify(serveConfig(), null, 2)}\n`);
}
