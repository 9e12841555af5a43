/**
 * Debian's nginx with the generated configuration (build/nginx): for the
 * HTTP suite and `npm run serve:nginx`, and over HTTP/2 with TLS for the
 * benchmark. Its prefix, temp and log paths are under .tmp/hosts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_ROOT } from '../build/hosts/nginx.ts';
import type { Runtime } from './host-runtimes.ts';
import { type Launch, stateFolder } from './start-server.ts';

const root = path.join(import.meta.dirname, '..', '..');
const buildDir = path.join(root, 'build');

/** Where Debian puts nginx (/usr/sbin is not on every user's PATH), or nginx on the PATH. */
const nginx = () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

/** nginx's version and compiled-in paths, from `nginx -V`. */
function nginxBuild() {
  const about = spawnSync(nginx(), ['-V'], { encoding: 'utf8' }).stderr;
  const flag = (name: string) => new RegExp(`--${name}=(\\S+)`).exec(about)?.[1];
  const confPath = flag('conf-path') ?? '/etc/nginx/nginx.conf';
  const modulesPath = flag('modules-path') ?? '/usr/lib/nginx/modules';
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
  /** The site without its brotli twins, as GitHub Pages sends it. */
  readonly gzipOnly?: boolean;
}

/** A complete nginx.conf: each server around the generated build/nginx/site.conf, or a plain folder. */
function nginxMainConf(servers: readonly NginxServer[], prefix: string): string {
  const { mimeTypes, modulesPath, version } = nginxBuild();
  const brotli = nginxHasBrotli();
  const temp = (name: string) => path.join(prefix, 'temp', name);
  // nginx 1.25.1 moved HTTP/2 from a flag on `listen` to a directive of its own.
  const [major = 0, minor = 0, patch = 0] = version;
  const http2Directive = major * 1e6 + minor * 1e3 + patch >= 1_025_001;
  const serverBlock = ({ port, folder, tls, gzipOnly }: NginxServer) => [
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
          ...(brotli && !gzipOnly
            ? [`    include ${path.join(buildDir, 'nginx', 'brotli.conf')};`]
            : []),
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
 * The build with the site's configuration on `sitePort`, the same without
 * brotli on `gzipPort`, and `floor` as plain files on its own port, all over
 * HTTP/2 with TLS, as the hosts serve the site: for the benchmark. The
 * certificate is made for localhost on the spot (with openssl); a client
 * trusts it by its `ca`, a browser by ignoring certificate errors.
 */
export function nginxHttp2Launch(
  sitePort: number,
  gzipPort: number,
  floor: { folder: string; port: number },
) {
  const name = 'nginx-http2';
  const folder = stateFolder(name);
  const tls = { cert: path.join(folder, 'cert.pem'), key: path.join(folder, 'key.pem') };
  // A throwaway key and a certificate for localhost, good for a day.
  const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'];
  const files = ['-subj', '/CN=localhost', '-keyout', tls.key, '-out', tls.cert];
  const made = spawnSync('openssl', [...request, ...files], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  const launch = nginxLaunch(name, [
    { port: sitePort, tls },
    { port: gzipPort, tls, gzipOnly: true },
    { port: floor.port, folder: floor.folder, tls },
  ]);
  return { launch, ca: readFileSync(tls.cert, 'utf8') };
}

export const nginxRuntime: Runtime = {
  prepare() {
    // The brotli static module is optional: the configuration uses it where it is installed.
    if (spawnSync(nginx(), ['-v']).error)
      throw new Error(
        'nginx is not installed. macOS: brew install nginx; Debian or Ubuntu: ' +
          'sudo apt-get install nginx libnginx-mod-http-brotli-static; ' +
          'Windows: nginx for Windows (nginx.org) on the PATH.',
      );
  },
  launch: (port) => nginxLaunch('nginx', [{ port }]),
};
