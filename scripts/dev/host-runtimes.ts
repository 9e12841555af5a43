/**
 * The built site as each host serves it, on this machine: `serve` (npm
 * start), Debian's nginx with the generated configuration, and the local
 * runtimes of Cloudflare Pages (wrangler) and Netlify (netlify-cli). Used by
 * `npm run serve:*` and by the HTTP suite in tests/http.
 *
 * The host CLIs are large and pinned to the last versions that run on Node
 * 20, so they live in their own package (tools/hosts), installed on first
 * use. Everything they write goes under .tmp/hosts; their telemetry and
 * update checks are off.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeName } from '../build/hosts';
import { NGINX_ROOT } from '../build/hosts/nginx';
import {
  DEBIAN_FILES,
  canInstallWithApt,
  ensureDebianPackages,
  findProgram,
} from '../setup/debian-packages';
import { ensurePinnedTools, toolsFolder } from '../setup/pinned-tools';
import type { Launch } from './start-server';

const root = path.join(import.meta.dirname, '..', '..');
const buildDir = path.join(root, 'build');
const clientDir = path.join(buildDir, 'client');
const stateDir = path.join(root, '.tmp', 'hosts');
const toolsDir = toolsFolder('hosts');

export interface Runtime {
  /** Installs what it needs where it can, and says how to get it where it can't. */
  prepare(): void;
  launch(port: number): Launch;
}

function toolBin(name: string) {
  return path.join(toolsDir, 'node_modules', '.bin', name);
}

function stateFolder(...parts: string[]) {
  const folder = path.join(stateDir, ...parts);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** nginx on the PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
const nginx = () => findProgram('nginx', ['/usr/sbin', '/usr/local/sbin']) ?? '/usr/sbin/nginx';
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

/** nginx's compiled-in paths, from `nginx -V`. */
function nginxPaths() {
  const version = spawnSync(nginx(), ['-V'], { encoding: 'utf8' }).stderr;
  const flag = (name: string) => new RegExp(`--${name}=(\\S+)`).exec(version)?.[1];
  const confPath = flag('conf-path') ?? '/etc/nginx/nginx.conf';
  const modulesPath = flag('modules-path') ?? DEBIAN_FILES.nginxModules;
  return { mimeTypes: path.join(path.dirname(confPath), 'mime.types'), modulesPath };
}

/** Whether the local nginx can send the brotli twins (its static module is installed). */
export function nginxHasBrotli(): boolean {
  return existsSync(path.join(nginxPaths().modulesPath, BROTLI_MODULE));
}

/** A complete nginx.conf around the generated build/nginx/site.conf. */
function nginxMainConf(port: number, prefix: string): string {
  const { mimeTypes, modulesPath } = nginxPaths();
  const brotli = nginxHasBrotli();
  const temp = (name: string) => path.join(prefix, 'temp', name);
  return [
    ...(brotli ? [`load_module ${path.join(modulesPath, BROTLI_MODULE)};`] : []),
    // A worker per core; each holds the load test's connections with room to spare.
    'worker_processes auto;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    `  access_log ${path.join(prefix, 'logs', 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${temp(kind)};`,
    ),
    '  sendfile on;',
    '  server {',
    `    listen ${port};`,
    `    listen [::]:${port};`,
    `    root ${path.join(buildDir, NGINX_ROOT)};`,
    `    include ${path.join(buildDir, 'nginx', 'site.conf')};`,
    ...(brotli ? [`    include ${path.join(buildDir, 'nginx', 'brotli.conf')};`] : []),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** `serve` on a folder, with `--config` and such where given. */
export function serveLaunch(folder: string, port: number, options: readonly string[] = []): Launch {
  return {
    // The binary itself, not through npx: killing npx would leave serve running.
    command: path.join(root, 'node_modules', '.bin', 'serve'),
    args: [folder, ...options, '--listen', String(port), '--no-clipboard'],
  };
}

export type { RuntimeName };

export const runtimes: Record<RuntimeName, Runtime> = {
  serve: {
    prepare() {},
    launch: (port) => serveLaunch(clientDir, port, ['--config', '../serve.json']),
  },
  nginx: {
    prepare() {
      const brotli = {
        name: 'the nginx brotli static module',
        file: path.join(DEBIAN_FILES.nginxModules, BROTLI_MODULE),
        debian: 'libnginx-mod-http-brotli-static',
      };
      // Brotli is optional (the configuration uses it where the module is
      // present), but where apt-get can install it, it does.
      ensureDebianPackages(
        [
          {
            name: 'nginx',
            file: nginx(),
            debian: 'nginx',
            elsewhere:
              'macOS: brew install nginx; Windows: nginx for Windows (nginx.org) on the PATH',
          },
          ...(canInstallWithApt() ? [brotli] : []),
        ],
        'serving the site with nginx',
      );
    },
    launch(port) {
      const prefix = stateFolder('nginx');
      for (const folder of ['logs', 'temp']) stateFolder('nginx', folder);
      const conf = path.join(prefix, 'nginx.conf');
      writeFileSync(conf, nginxMainConf(port, prefix));
      const args = ['-p', prefix, '-e', path.join(prefix, 'logs', 'error.log'), '-c', conf];
      // The configuration must pass nginx's own check before it serves.
      const check = spawnSync(nginx(), ['-t', '-q', ...args], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`nginx -t rejected ${conf}:\n${check.stderr}`);
      return { command: nginx(), args: [...args, '-g', 'daemon off;'] };
    },
  },
  cloudflare: {
    prepare: () => ensurePinnedTools('hosts'),
    launch(port) {
      const cwd = stateFolder('cloudflare');
      return {
        command: toolBin('wrangler'),
        args: ['pages', 'dev', clientDir, '--port', String(port), '--ip', '127.0.0.1'].concat(
          // Without a date it refuses to start: this machine's date is newer than its workerd.
          ['--compatibility-date=2026-04-26', '--log-level=warn'],
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
    prepare: () => ensurePinnedTools('hosts'),
    launch(port) {
      // netlify dev reads netlify.toml from its working folder: give it the
      // repository's, and a home of its own for its state.
      const cwd = stateFolder('netlify', 'site');
      copyFileSync(path.join(root, 'netlify.toml'), path.join(cwd, 'netlify.toml'));
      return {
        command: toolBin('netlify'),
        args: ['dev', '--dir', clientDir, '--port', String(port), '--offline', '--no-open'].concat(
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
