/**
 * The built site as each host serves it, on this machine: `serve` (npm
 * start), Debian's nginx with the generated configuration (nginx-runtime.ts), and the local
 * runtimes of Cloudflare Pages (wrangler) and Netlify (netlify-cli). Used by
 * `npm run serve:*` and by the HTTP suite in tests/http; nginx over HTTP/2,
 * by the benchmark.
 *
 * The host CLIs are large, and only the HTTP suite and the previews use them,
 * so they are not dependencies: npx installs each, at a pinned version, into
 * npm's own cache on first use. Everything they write goes under
 * .tmp/hosts; their telemetry and update checks are off.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeName } from '../build/hosts/index.ts';
import { NETLIFY_DIR } from '../build/hosts/netlify.ts';
import { SERVED_DIR } from '../build/hosts/serve.ts';
import { nginxRuntime } from './nginx-runtime.ts';
import { type Launch, stateFolder } from './start-server.ts';

const root = path.join(import.meta.dirname, '..', '..');
const buildDir = path.join(root, 'build');
const clientDir = path.join(buildDir, 'client');

/** Each host's CLI, at the version the HTTP suite was last run against. */
const HOST_CLIS = { wrangler: 'wrangler@4.164.0', netlify: 'netlify-cli@27.10.2' } as const;
type HostCli = keyof typeof HOST_CLIS;

/** The path of a host's CLI, which npx installs into npm's own cache on first use. */
function hostCli(cli: HostCli): string {
  const run = spawnSync(
    'npx',
    ['--yes', `--package=${HOST_CLIS[cli]}`, '-c', `command -v ${cli}`],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const bin = run.stdout.trim();
  if (run.status !== 0 || !bin) throw new Error(`npx could not install ${HOST_CLIS[cli]}`);
  return bin;
}

export interface Runtime {
  /** Installs what it needs where it can, and says how to get it where it can't. */
  prepare(): void;
  launch(port: number): Launch;
}

export { nginxHasBrotli, nginxHttp2Launch } from './nginx-runtime.ts';

export type { RuntimeName };

export const runtimes: Record<RuntimeName, Runtime> = {
  serve: {
    prepare() {},
    launch: (port) => ({
      // tsx itself, not through npx: killing npx would leave the server running.
      command: path.join(root, 'node_modules', '.bin', 'tsx'),
      args: ['scripts/dev/static-server.ts', path.join(buildDir, SERVED_DIR), String(port)],
    }),
  },
  nginx: nginxRuntime,
  cloudflare: {
    prepare: () => void hostCli('wrangler'),
    launch(port) {
      const cwd = stateFolder('cloudflare');
      return {
        command: hostCli('wrangler'),
        args: ['pages', 'dev', clientDir, '--port', String(port), '--ip', '127.0.0.1'].concat(
          ['--log-level=warn'],
          // Without a date it refuses to start where the machine's date is newer than its workerd.
          ['--compatibility-date=2026-04-26'],
        ),
        cwd,
        env: {
          WRANGLER_SEND_METRICS: 'false',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
          XDG_CONFIG_HOME: stateFolder('cloudflare', 'config'),
        },
      };
    },
  },
  netlify: {
    prepare: () => void hostCli('netlify'),
    launch(port) {
      // netlify dev reads netlify.toml from its working folder: give it the
      // repository's, and a home of its own for its state.
      const cwd = stateFolder('netlify', 'site');
      copyFileSync(path.join(root, 'netlify.toml'), path.join(cwd, 'netlify.toml'));
      return {
        command: hostCli('netlify'),
        args: [
          'dev',
          '--dir',
          path.join(buildDir, NETLIFY_DIR),
          '--port',
          String(port),
          '--offline',
          '--no-open',
        ].concat(
          // Without the last flag --offline still downloads the edge runtime, and fails.
          ['--skip-gitignore', '--internal-disable-edge-functions'],
        ),
        cwd,
        env: {
          HOME: stateFolder('netlify', 'home'),
          XDG_CONFIG_HOME: stateFolder('netlify', 'config'),
          NETLIFY_TELEMETRY_DISABLED: '1',
          NO_UPDATE_NOTIFIER: '1',
        },
      };
    },
  },
};
