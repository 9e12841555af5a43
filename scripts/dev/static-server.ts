/**
 * `npm start`'s server, and the HTTP suite's `serve` runtime: serve-handler
 * (what the `serve` command runs) with build/serve.json, on a folder and a
 * port: `tsx scripts/dev/static-server.ts <folder> <port>`.
 *
 * Under a base path (a GitHub Pages project site), the base's own addresses
 * go to the home page in one redirect: serve-handler's slash and .html rules
 * alone would take two and three.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import { homePath } from '../../app/content/pages.ts';
import { basePath, sitePath } from '../../app/lib/meta.ts';

const [folder = '.', port = '3000'] = process.argv.slice(2);
const config = JSON.parse(readFileSync(path.join(folder, '..', 'serve.json'), 'utf8')) as object;
const baseRoots = new Set([basePath, `${basePath}index.html`]);

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (basePath !== '/' && baseRoots.has(pathname)) {
    response.writeHead(301, { Location: sitePath(homePath) }).end();
    return;
  }
  void handler(request, response, { ...config, public: folder });
}).listen(Number(port));
