/**
 * `npm run serve:nginx|serve:cloudflare|serve:netlify`: serves the build
 * (run `npm run build` first; nginx serves build/nginx/html, the others
 * build/client) as that host would, on PORT (default 3000), in
 * the foreground until Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type RuntimeName, runtimes } from './host-runtimes';

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
if (!existsSync(path.join(import.meta.dirname, '..', '..', 'build', 'client', '404.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
try {
  runtime.prepare();
  const { command, args, cwd, env } = runtime.launch(port);
  console.log(`Serving the build with ${name} at http://localhost:${port}`);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    // .bin programs are .cmd shims on Windows, which only a shell runs.
    shell: process.platform === 'win32',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
