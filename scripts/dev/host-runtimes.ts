/**
 * The built site as each host serves it, on this machine: `serve` (npm
 * start), Debian's nginx with the generated configuration, and the local
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
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeName } from '../build/hosts/index.ts';
import { NGINX_ROOT } from '../build/hosts/nginx.ts';
import { SERVED_DIR } from '../build/hosts/serve.ts';
import {
  DEBIAN_FILES,
  canInstallWithApt,
  ensureDebianPackages,
  findProgram,
} from '../setup/debian-packages.ts';
import type { Launch } from './start-server.ts';

const root = path.join(import.meta.dirname, '..', '..');
const buildDir = path.join(root, 'build');
const clientDir = path.join(buildDir, 'client');
const stateDir = path.join(root, '.tmp', 'hosts');

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

function stateFolder(...parts: string[]) {
  const folder = path.join(stateDir, ...parts);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** nginx on the PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
const nginx = () => findProgram('nginx', ['/usr/sbin', '/usr/local/sbin']) ?? '/usr/sbin/nginx';
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

/** nginx's version and compiled-in paths, from `nginx -V`. */
function nginxBuild() {
  const about = spawnSync(nginx(), ['-V'], { encoding: 'utf8' }).stderr;
  const flag = (name: string) => new RegExp(`--${name}=(\\S+)`).exec(about)?.[1];
  const confPath = flag('conf-path') ?? '/etc/nginx/nginx.conf';
  const modulesPath = flag('modules-path') ?? DEBIAN_FILES.nginxModules;
  const version = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(about) ?? []).slice(1).map(Number);
  return { mimeTypes: path.join(path.dirname(confPath), 'mime.types'), modulesPath, version };
}

/** Whether the local nginx can send the brotli twins (its static module is installed). */
export function nginxHasBrotli(): boolean {
  return existsSync(path.join(nginxBuild().modulesPath, BROTLI_MODULE));
}

/** One `server` block: the build with the site's configuration, or a folder as plain files. */
interface NginxServer {
  readonly port: number;
  readonly folder?: string;
  /** HTTP/2 over TLS with this certificate and key; plain HTTP/1.1 without. */
  readonly tls?: { readonly cert: string; readonly key: string };
}

/** A complete nginx.conf: each server around the generated build/nginx/site.conf, or a plain folder. */
function nginxMainConf(servers: readonly NginxServer[], prefix: string): string {
  const { mimeTypes, modulesPath, version } = nginxBuild();
  const brotli = nginxHasBrotli();
  const temp = (name: string) => path.join(prefix, 'temp', name);
  // nginx 1.25.1 moved HTTP/2 from a flag on `listen` to a directive of its own.
  const [major = 0, minor = 0, patch = 0] = version;
  const http2Directive = major * 1e6 + minor * 1e3 + patch >= 1_025_001;
  const serverBlock = ({ port, folder, tls }: NginxServer) => [
    '  server {',
    ...[port, `[::]:${port}`].map(
      (address) => `    listen ${address}${tls ? (http2Directive ? ' ssl' : ' ssl http2') : ''};`,
    ),
    ...(tls
      ? [
          ...(http2Directive ? ['    http2 on;'] : []),
          `    ssl_certificate ${tls.cert};`,
          `    ssl_certificate_key ${tls.key};`,
        ]
      : []),
    ...(folder
      ? [`    root ${folder};`]
      : [
          `    root ${path.join(buildDir, NGINX_ROOT)};`,
          `    include ${path.join(buildDir, 'nginx', 'site.conf')};`,
          ...(brotli ? [`    include ${path.join(buildDir, 'nginx', 'brotli.conf')};`] : []),
        ]),
    '  }',
  ];
  return [
    ...(brotli ? [`load_module ${path.join(modulesPath, BROTLI_MODULE)};`] : []),
    // Started as root, nginx's workers would switch to an unprivileged user,
    // who may not be able to read the checkout: they stay the user who runs it.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
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
    ...servers.flatMap(serverBlock),
    '}',
    '',
  ].join('\n');
}

/** nginx with `servers`, its state in .tmp/hosts/`name`, once its configuration passes nginx's own check. */
function nginxLaunch(name: string, servers: readonly NginxServer[]): Launch {
  const prefix = stateFolder(name);
  for (const folder of ['logs', 'temp']) stateFolder(name, folder);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxMainConf(servers, prefix));
  const args = ['-p', prefix, '-e', path.join(prefix, 'logs', 'error.log'), '-c', conf];
  const check = spawnSync(nginx(), ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t rejected ${conf}:\n${check.stderr}`);
  return { command: nginx(), args: [...args, '-g', 'daemon off;'] };
}

/**
 * The build with the site's configuration on `sitePort`, and `floor` as
 * plain files on its own port, both over HTTP/2 with TLS, as the hosts serve
 * the site: for the benchmark. The certificate is made for localhost on the
 * spot (with openssl); a client trusts it by its `ca`, a browser by
 * ignoring certificate errors.
 */
export function nginxHttp2Launch(sitePort: number, floor: { folder: string; port: number }) {
  const name = 'nginx-http2';
  const folder = stateFolder(name);
  const tls = { cert: path.join(folder, 'cert.pem'), key: path.join(folder, 'key.pem') };
  const openssl = findProgram('openssl') ?? '/usr/bin/openssl';
  ensureDebianPackages(
    [{ name: 'openssl', file: openssl, debian: 'openssl', elsewhere: 'macOS ships it' }],
    'making the benchmark its certificate',
  );
  // A throwaway key and a certificate for localhost, good for a day.
  const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'];
  const files = ['-subj', '/CN=localhost', '-keyout', tls.key, '-out', tls.cert];
  const made = spawnSync(openssl, [...request, ...files], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  const launch = nginxLaunch(name, [
    { port: sitePort, tls },
    { port: floor.port, folder: floor.folder, tls },
  ]);
  return { launch, ca: readFileSync(tls.cert, 'utf8') };
}

/** `serve` on a folder, with `--config` and such where given. */
function serveLaunch(folder: string, port: number, options: readonly string[] = []): Launch {
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
    launch: (port) =>
      serveLaunch(path.join(buildDir, SERVED_DIR), port, ['--config', '../serve.json']),
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
    launch: (port) => nginxLaunch('nginx', [{ port }]),
  },
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
