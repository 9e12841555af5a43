/**
 * `npm start`'s server, and the HTTP suite's `serve` runtime: serve-handler
 * with build/serve.json, and gzip by the compression middleware, as the
 * `serve` command runs them, on a folder and a port:
 * `tsx scripts/dev/static-server.ts <folder> <port>`.
 *
 * Under a base path (a GitHub Pages project site), the base's own addresses
 * go to the home page in one redirect: serve-handler's slash and .html rules
 * alone would take two and three.
 */
import { readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { homePath } from '../../app/content/pages.ts';
import { basePath, sitePath } from '../../app/lib/meta.ts';

const [folder = '.', port = '3000'] = process.argv.slice(2);
const config = JSON.parse(readFileSync(path.join(folder, '..', 'serve.json'), 'utf8')) as object;
const baseRoots = new Set([basePath, `${basePath}index.html`]);

// Typed for Express, it works on Node's own request and response, as its docs say.
const compress = compression() as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (basePath !== '/' && baseRoots.has(pathname)) {
    response.writeHead(301, { Location: sitePath(homePath) }).end();
    return;
  }
  compress(request, response, () => void handler(request, response, { ...config, public: folder }));
}).listen(Number(port));
