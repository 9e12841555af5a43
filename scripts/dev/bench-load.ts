/**
 * `npm run bench:load`: how the self-hosted site holds a spike of traffic.
 *
 * Serves the built site (run `npm run build` first) with the local nginx,
 * as `npm run serve:nginx` does, and with `serve`, as `npm start` does, one
 * after the other, and loads each with autocannon: the home page, a
 * fingerprinted script and an unknown path (the 404 page), each with many
 * connections for a fixed time, asking for gzip or brotli as browsers do.
 * Every request goes to 127.0.0.1, and every run stops after its duration.
 * Prints requests per second, p99 latency and errors, marks a figure over
 * its limit, and writes the run to bench-results/.
 *
 * A benchmark: it fails only on errors (a refused connection, a timeout or
 * an answer with the wrong status), never on a figure.
 *
 *   npm run bench:load -- --duration 5 --connections 50
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { homePath } from '../../app/content/pages.ts';
import { mark, writeBenchResults } from './bench-results.ts';
import { type RuntimeName, runtimes } from './host-runtimes.ts';
import { importPinnedTool } from '../setup/pinned-tools.ts';
import { requireBuild, startServer } from './start-server.ts';

const root = path.join(import.meta.dirname, '..', '..');
const clientDir = path.join(root, 'build', 'client');

/** What nginx must reach on the home page (`npm run bench:load`, this machine). */
const LIMITS = {
  /** At least this share of the requests per second nginx answers on the 404 page. */
  versusNotFound: 0.7,
  /** At least this many times `serve`'s requests per second on the home page. */
  versusServe: 3,
  p99Ms: 100,
  errors: 0,
} as const;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '100' },
    port: { type: 'string', default: '4320' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const port = Number(options.port);

const SERVERS = ['nginx', 'serve'] as const satisfies readonly RuntimeName[];

interface Target {
  readonly name: string;
  readonly path: string;
  readonly status: number;
}

/** The home page, its first script (fingerprinted, cached for a year) and the 404 page. */
function targets(): Target[] {
  const home = readFileSync(path.join(clientDir, `${homePath.slice(1)}.html`), 'utf8');
  const script = /\/assets\/[^"]+\.js/.exec(home)?.[0];
  if (!script) throw new Error(`No script found in build/client${homePath}.html`);
  return [
    { name: 'home page', path: homePath, status: 200 },
    { name: 'a script', path: script, status: 200 },
    { name: '404 page', path: '/no-such-page', status: 404 },
  ];
}

/** The parts of autocannon's result this bench reads. */
interface LoadResult {
  readonly requests: { readonly average: number };
  readonly latency: { readonly p99: number };
  readonly errors: number;
  readonly timeouts: number;
  readonly statusCodeStats: Readonly<Record<string, { readonly count: number }>>;
}
type Autocannon = (options: object) => Promise<LoadResult>;

/** A row of the table: how `server` answered `target` under load. */
function rowOf(server: string, target: Target, result: LoadResult) {
  const answered = result.statusCodeStats[target.status]?.count ?? 0;
  const all = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0);
  return {
    server,
    target: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    // Refused connections, timeouts and answers with the wrong status.
    errors: result.errors + result.timeouts + all - answered,
  };
}

async function main() {
  requireBuild();
  const { default: autocannon } = await importPinnedTool<{ default: Autocannon }>(
    'hosts',
    'autocannon',
    { install: true },
  );
  const rows: ReturnType<typeof rowOf>[] = [];
  for (const name of SERVERS) {
    runtimes[name].prepare();
    const stopServer = await startServer(
      runtimes[name].launch(port),
      `http://127.0.0.1:${port}${homePath}`,
    );
    try {
      for (const target of targets()) {
        const url = `http://127.0.0.1:${port}${target.path}`;
        const headers = { 'accept-encoding': 'gzip, br' };
        const row = rowOf(name, target, await autocannon({ url, connections, duration, headers }));
        rows.push(row);
        console.log(
          `${name.padEnd(6)} ${target.name.padEnd(10)} ${row.requestsPerSecond} requests/s, p99 ${row.p99Ms} ms, ${row.errors} errors`,
        );
      }
    } finally {
      await stopServer();
    }
  }

  const find = (server: string, target: string) =>
    rows.find((row) => row.server === server && row.target === target);
  const nginxHome = find('nginx', 'home page');
  const ratios = {
    versusNotFound:
      (nginxHome?.requestsPerSecond ?? 0) / (find('nginx', '404 page')?.requestsPerSecond ?? 1),
    versusServe:
      (nginxHome?.requestsPerSecond ?? 0) / (find('serve', 'home page')?.requestsPerSecond ?? 1),
  };
  console.log(
    `\n${connections} connections for ${duration} s per row, Accept-Encoding: gzip, br. ✗: over a limit\n`,
  );
  console.table(
    rows.map((row) => {
      const limited = row === nginxHome;
      return {
        server: row.server,
        target: row.target,
        'requests/s': row.requestsPerSecond,
        'p99 ms': mark(String(row.p99Ms), limited && row.p99Ms > LIMITS.p99Ms),
        errors: mark(String(row.errors), row.errors > LIMITS.errors),
      };
    }),
  );
  console.log(
    [
      `nginx on the home page: ${ratios.versusNotFound.toFixed(2)}× its 404 page's requests/s`,
      mark(`(limit ≥ ${LIMITS.versusNotFound}×)`, ratios.versusNotFound < LIMITS.versusNotFound),
      `and ${ratios.versusServe.toFixed(2)}× serve's`,
      mark(`(limit ≥ ${LIMITS.versusServe}×)`, ratios.versusServe < LIMITS.versusServe),
    ].join(' '),
  );
  await writeBenchResults('load', 'load-latest.json', {
    duration,
    connections,
    limits: LIMITS,
    ratios,
    rows,
  });
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  if (errors > 0) {
    console.error(`\n${errors} requests failed or answered the wrong status.`);
    process.exitCode = 1;
  }
}

await main();
