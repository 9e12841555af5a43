/**
 * `npm run serve:nginx|serve:cloudflare|serve:netlify`: serves the build
 * (run `npm run build` first; nginx serves build/nginx/html, the others
 * build/client) as that host would, on PORT (default 3000), in
 * the foreground until Ctrl-C.
 */
import { basePath } from '../../app/lib/meta.ts';
import { type RuntimeName, runtimes } from './host-runtimes.ts';
import { requireBuild, spawnLaunch } from './start-server.ts';

if (process.argv[2] === '--prepare') {
  // Installs every runtime's tools once, before the HTTP suite starts them side by side.
  for (const runtime of Object.values(runtimes)) runtime.prepare();
  process.exit(0);
}
const name = process.argv[2] as RuntimeName;
const runtime = runtimes[name];
if (!runtime) {
  console.error(`Usage: tsx scripts/dev/serve-host.ts ${Object.keys(runtimes).join('|')}`);
  process.exit(2);
}
requireBuild();
const port = Number(process.env.PORT ?? 3000);
try {
  runtime.prepare();
  const child = spawnLaunch(runtime.launch(port), 'inherit');
  // `serve` serves a base path's site under it, as GitHub Pages does.
  console.log(
    `Serving the build with ${name} at http://localhost:${port}${name === 'serve' ? basePath : '/'}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
