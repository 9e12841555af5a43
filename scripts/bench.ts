/**
 * `npm run bench`: Lighthouse performance on every route, against a floor.
 *
 * Builds the site, serves it exactly as `npm start` does, serves the floor
 * (bench/floor: the home page's content by hand, inline CSS, no JavaScript)
 * beside it, and runs Lighthouse with its mobile defaults (simulated slow 4G
 * and CPU) several times per page, interleaved so machine noise spreads
 * evenly. Prints medians and ratios to the floor; writes the same as JSON.
 * Then Lighthouse 13's Agentic Browsing category once per route (its result
 * does not vary from run to run) in a Chromium with WebMCP switched on.
 * A benchmark, not a test: it reports, it never fails on a figure.
 *
 *   npm run bench -- --runs 5 --routes /home,/services --no-build
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pages } from '../app/content/pages';
import { type AgenticResult, runAgenticAudit, runLighthouse } from './lighthouse';
import { waitFor } from './wait-for';

const root = path.join(import.meta.dirname, '..');
const FLOOR = 'floor';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    port: { type: 'string', default: '4300' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const sitePort = Number(options.port);
const floorPort = sitePort + 1;
const routes = options.routes ? options.routes.split(',') : pages.map((page) => page.path);

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalKb: number;
  jsKb: number;
}

/** The median of the values that were measured (failed runs give NaN and are left out). */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

function startServer(args: string[], port: number): ChildProcess {
  // The binary itself, not through npx: killing npx would leave serve running.
  return spawn(
    path.join(root, 'node_modules', '.bin', 'serve'),
    [...args, '--listen', String(port), '--no-clipboard', '--no-request-logging'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
}

function sampleOf(lhr: Awaited<ReturnType<typeof runLighthouse>>): Sample {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const scripts = summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalKb: audit('total-byte-weight') / 1024,
    jsKb: scripts / 1024,
  };
}

/**
 * A run that did not measure the whole page is retried, up to twice, and said
 * so: one Lighthouse could not complete, or one that stopped recording before
 * the app's scripts (requested after the first paint) arrived, which would
 * leave their cost out.
 */
async function measure(url: string, loadsScripts: boolean): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await runLighthouse(url, ['performance']);
    const sample = sampleOf(lhr);
    const problem =
      lhr.runtimeError?.code ??
      (Number.isNaN(sample.fcp) ? 'no metrics' : undefined) ??
      (loadsScripts && sample.jsKb === 0 ? 'the app’s scripts were not recorded' : undefined);
    if (!problem) return sample;
    console.warn(
      `  ${url} was not fully measured (${problem}); ${attempt < 3 ? 'again' : 'giving up'}`,
    );
    if (attempt === 3)
      return { ...sample, fcp: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN };
  }
}

async function main() {
  if (!options['no-build']) {
    console.log('Building the production site…');
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const site = startServer(['build/client', '--config', '../serve.json'], sitePort);
  const floor = startServer(['bench/floor'], floorPort);
  const targets = [
    { name: FLOOR, url: `http://localhost:${floorPort}/` },
    ...routes.map((route) => ({ name: route, url: `http://localhost:${sitePort}${route}` })),
  ];
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  const agentic = new Map<string, AgenticResult>();
  try {
    await waitFor(`http://localhost:${sitePort}/home`);
    await waitFor(`http://localhost:${floorPort}/`);
    const total = runs * targets.length;
    let done = 0;
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const sample = await measure(target.url, target.name !== FLOOR);
        samples.get(target.name)?.push(sample);
        done += 1;
        console.log(
          `[${done}/${total}] run ${run} ${target.name.padEnd(14)} score ${sample.score}  FCP ${Math.round(sample.fcp)} ms  LCP ${Math.round(sample.lcp)} ms`,
        );
      }
    }
    for (const route of routes) {
      const result = runAgenticAudit(`http://localhost:${sitePort}${route}`);
      agentic.set(route, result);
      console.log(`agentic ${route.padEnd(14)} ${Math.round(result.score * 100)}%`);
    }
  } finally {
    site.kill();
    floor.kill();
  }

  const medians = [...samples].map(([name, list]) => {
    const of = (key: keyof Sample) => median(list.map((sample) => sample[key]));
    return {
      name,
      score: of('score'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      totalKb: of('totalKb'),
      jsKb: of('jsKb'),
    };
  });
  const floorMedian = medians[0]; // the floor is measured first
  if (floorMedian?.name !== FLOOR) throw new Error('the floor was not measured');
  const rows = medians.map((row) => ({
    ...row,
    fcpRatio: row.fcp / floorMedian.fcp,
    lcpRatio: row.lcp / floorMedian.lcp,
  }));

  console.log(
    `\nMedians of ${runs} run(s), Lighthouse ${lighthouseVersion()} mobile defaults (simulated slow 4G, 4× CPU slowdown)\n`,
  );
  console.table(
    Object.fromEntries(
      rows.map((row) => [
        row.name,
        {
          score: row.score,
          'FCP ms': Math.round(row.fcp),
          'LCP ms': Math.round(row.lcp),
          'TBT ms': Math.round(row.tbt),
          CLS: Number(row.cls.toFixed(3)),
          'total KB': Number(row.totalKb.toFixed(1)),
          'JS KB': Number(row.jsKb.toFixed(1)),
          'FCP ×floor': Number(row.fcpRatio.toFixed(2)),
          'LCP ×floor': Number(row.lcpRatio.toFixed(2)),
        },
      ]),
    ),
  );
  const [firstAgentic] = agentic.values();
  console.log(
    `\nAgentic Browsing, Lighthouse ${firstAgentic?.version ?? '13'} with WebMCP switched on (audits passed of those that apply)\n`,
  );
  console.table(
    Object.fromEntries(
      [...agentic].map(([route, result]) => {
        const applicable = result.audits.filter((audit) => audit.mode !== 'notApplicable');
        const passed = applicable.filter((audit) => audit.score === 1);
        return [
          route,
          {
            score: `${Math.round(result.score * 100)}%`,
            passed: `${passed.length}/${applicable.length}`,
            'not applicable': result.audits
              .filter((audit) => audit.mode === 'notApplicable')
              .map((audit) => audit.id)
              .join(', '),
            'WebMCP tools': result.tools.length,
          },
        ];
      }),
    ),
  );
  const outDir = path.join(root, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    runs,
    lighthouse: lighthouseVersion(),
    rows,
    samples: Object.fromEntries(samples),
    agentic: Object.fromEntries(agentic),
  };
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const file = path.join(outDir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, json);
  await writeFile(path.join(outDir, 'latest.json'), json);
  console.log(`\nWrote ${path.relative(root, file)} (and bench-results/latest.json)`);
}

function lighthouseVersion(): string {
  return spawnSync('node', ['-p', "require('lighthouse/package.json').version"], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
}

function gitCommit(): string {
  return spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
}

await main();
