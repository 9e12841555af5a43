/**
 * `npm run bench`: Lighthouse 13 (PageSpeed Insights' version, mobile
 * defaults) on every page, served by nginx with the site's own headers over
 * HTTP/2, once with gzip alone and once with brotli, interleaved with a
 * floor page (bench/floor) so machine noise spreads evenly; then the latency
 * of the menu's taps on Lighthouse's phone. Prints medians, ratios to the
 * floor and each document's bytes with its headers, marks what is over
 * LIMITS, and writes everything to bench-results/. A benchmark, not a test:
 * it never fails on a figure. What it measures and why: docs/performance.md.
 *
 *   npm run bench -- --runs 5 --routes /home,/services --no-build
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sitePages } from '../../app/lib/site-pages.ts';
import { FIRST_WINDOW } from '../build/first-round-trip.ts';
import { NO_APP_TAP, interactionSteps } from './bench-flow.ts';
import { type Sample, mark, median, sampleOf, writeBenchResults } from './bench-results.ts';
import { type Result as LighthouseResult, generateReport } from 'lighthouse';
import { runInteractionFlow, runLighthouse } from './lighthouse.ts';
import { nginxHttp2Launch, runtimes } from './host-runtimes.ts';
import { startServer } from './start-server.ts';

const root = path.join(import.meta.dirname, '..', '..');
const FLOOR = 'floor';
/** The certificate is made for this run on the spot; the browser does not know it. */
const CHROME_FLAGS = ['--ignore-certificate-errors'];

/**
 * The limits every route must meet (medians); `npm run bench` marks a figure over one. Blocking
 * time and the score are judged against the floor's in the same run, as the paints are
 * (decision 024).
 */
const LIMITS = {
  score: 100,
  /** Over the floor's median. */
  tbt: 50,
  fcpRatio: 1.05,
  /** A picture's largest paint takes a request more than the floor's text (1.05× where it is text). */
  lcpRatio: 1.12,
  cls: 0,
  inp: 100,
} as const;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string' },
    port: { type: 'string', default: '4300' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const sitePort = Number(options.port);
const floorPort = sitePort + 1;
const gzipPort = sitePort + 2;
// Every page but the not-found page, which Lighthouse does not measure: it is answered with a 404.
const routes = options.routes ? options.routes.split(',') : sitePages.map((page) => page.path);
const ENCODINGS = ['gzip', 'br'] as const;

/** A run that did not measure the page (Lighthouse could not complete) is retried, up to twice, and said so. */
async function measure(url: string): Promise<{ sample: Sample; lhr: LighthouseResult }> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await runLighthouse(url, ['performance'], CHROME_FLAGS);
    const sample = sampleOf(lhr);
    const problem = lhr.runtimeError?.code ?? (Number.isNaN(sample.fcp) ? 'no metrics' : undefined);
    if (!problem) return { sample, lhr };
    console.warn(
      `  ${url} was not fully measured (${problem}); ${attempt < 3 ? 'again' : 'giving up'}`,
    );
    if (attempt === 3) {
      const unmeasured = { fcp: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN };
      return { sample: { ...sample, ...unmeasured }, lhr };
    }
  }
}

async function main() {
  if (!options['no-build']) {
    console.log('Building the production site…');
    const build = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      shell: process.platform === 'win32',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The site with every header it ships, and the floor page, over HTTP/2: Lighthouse simulates
  // HTTP/1.1 as a new connection, handshake and all, for each request that overlaps another,
  // which no visitor to a host pays.
  // Why: docs/decisions/014-the-bench-speaks-http2.md.
  runtimes.nginx.prepare();
  const floorFolder = path.join(root, 'bench', 'floor');
  const floor = { folder: floorFolder, port: floorPort };
  const { launch, ca } = nginxHttp2Launch(sitePort, gzipPort, floor);
  const stopServers = await startServer(launch, `https://localhost:${sitePort}/home`, ca);
  const port = { gzip: gzipPort, br: sitePort };
  const targets = [
    { name: FLOOR, url: `https://localhost:${floorPort}/` },
    ...routes.flatMap((route) =>
      ENCODINGS.map((encoding) => ({
        name: `${route} ${encoding}`,
        url: `https://localhost:${port[encoding]}${route}`,
      })),
    ),
  ];
  /** Each target's runs: the figures, and the report they come from. */
  const measured = new Map<string, { sample: Sample; lhr: LighthouseResult }[]>(
    targets.map((target) => [target.name, []]),
  );
  const interactions = new Map<string, Awaited<ReturnType<typeof runInteractionFlow>>>();
  let lighthouse = '';
  try {
    const total = runs * targets.length;
    let done = 0;
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const { sample, lhr } = await measure(target.url);
        lighthouse = lhr.lighthouseVersion;
        measured.get(target.name)?.push({ sample, lhr });
        done += 1;
        console.log(
          `[${done}/${total}] run ${run} ${target.name.padEnd(24)} score ${sample.score}  FCP ${Math.round(sample.fcp)} ms  LCP ${Math.round(sample.lcp)} ms  TBT ${Math.round(sample.tbt)} ms`,
        );
      }
    }
    const flowUrl = `https://localhost:${sitePort}/home`;
    for (let run = 1; run <= runs; run += 1) {
      const steps = await runInteractionFlow(interactionSteps(flowUrl), CHROME_FLAGS);
      for (const step of steps)
        interactions.set(step.name, [...(interactions.get(step.name) ?? []), step]);
      console.log(
        `[flow ${run}/${runs}] INP ${steps.map((step) => `${Math.round(step.inp)} ms`).join(', ')}`,
      );
    }
  } finally {
    await stopServers();
  }

  const medians = [...measured].map(([name, list]) => {
    const keys = Object.keys(list[0]?.sample ?? {}) as (keyof Sample)[];
    const of = (key: keyof Sample) => median(list.map(({ sample }) => sample[key]));
    return { name, ...(Object.fromEntries(keys.map((key) => [key, of(key)])) as Sample) };
  });
  const floorMedian = medians[0]; // the floor is measured first
  if (floorMedian?.name !== FLOOR) throw new Error('the floor was not measured');
  const rows = medians.map((row) => ({
    ...row,
    tbtOverFloor: row.tbt - floorMedian.tbt,
    fcpRatio: row.fcp / floorMedian.fcp,
    lcpRatio: row.lcp / floorMedian.lcp,
  }));
  // A score under 100 that the floor shares comes from the machine, not the page.
  const scoreLimit = Math.min(LIMITS.score, floorMedian.score);
  const flows = [...interactions].map(([name, list]) => {
    const of = (key: 'inp' | 'inputDelay' | 'processing' | 'presentation') =>
      median(list.map((step) => step[key]));
    const parts = { inputDelay: of('inputDelay'), processing: of('processing') };
    return { name, inp: of('inp'), ...parts, presentation: of('presentation'), runs: list };
  });

  /** A figure, marked when it is over its limit (the floor has none). */
  console.log(
    `\nMedians of ${runs} run(s), Lighthouse ${lighthouse} mobile defaults (simulated slow 4G, 4× CPU slowdown), HTTP/2, every header the site ships; each page with gzip (as GitHub Pages sends it) and with brotli (br, as the other hosts do). ✗: over the limit\n`,
  );
  console.table(
    Object.fromEntries(
      rows.map((row) => {
        const site = row.name !== FLOOR;
        return [
          row.name,
          {
            score: mark(String(row.score), site && row.score < scoreLimit),
            'FCP ms': Math.round(row.fcp),
            'LCP ms': Math.round(row.lcp),
            'TBT ms': Math.round(row.tbt),
            'TBT −floor': mark(
              String(Math.round(row.tbtOverFloor)),
              site && row.tbtOverFloor > LIMITS.tbt,
            ),
            CLS: mark(row.cls.toFixed(3), site && row.cls > LIMITS.cls),
            // The document as it arrived, headers and all, against a first round trip.
            'doc bytes': mark(String(row.documentBytes), site && row.documentBytes > FIRST_WINDOW),
            'total KB': Number(row.totalKb.toFixed(1)),
            'JS KB': Number(row.jsKb.toFixed(1)),
            'FCP ×floor': mark(row.fcpRatio.toFixed(2), site && row.fcpRatio > LIMITS.fcpRatio),
            'LCP ×floor': mark(row.lcpRatio.toFixed(2), site && row.lcpRatio > LIMITS.lcpRatio),
          },
        ];
      }),
    ),
  );
  console.log(
    `Limits: score ${LIMITS.score} (or the floor's, if lower), TBT at most ${LIMITS.tbt} ms over the floor's, FCP ≤ ${LIMITS.fcpRatio}× and LCP ≤ ${LIMITS.lcpRatio}× the floor's, CLS ${LIMITS.cls}.`,
  );
  // Each page's report of the run whose blocking time is nearest its median, for its diagnostics.
  const reportDir = path.join(root, 'bench-results', 'reports');
  await mkdir(reportDir, { recursive: true });
  for (const row of rows) {
    const distance = ({ sample }: { sample: Sample }) => Math.abs(sample.tbt - row.tbt);
    const [typical] = (measured.get(row.name) ?? []).toSorted((a, b) => distance(a) - distance(b));
    const file = path.join(reportDir, `${row.name.replace(/\W+/g, '') || 'page'}.html`);
    if (typical) await writeFile(file, generateReport(typical.lhr, 'html'));
  }
  console.log(`\nLighthouse's report of each page's median run: bench-results/reports/`);
  const noApp = flows.find((flow) => flow.name === NO_APP_TAP);
  console.log(
    `\nInteraction to next paint on Lighthouse's phone (/home), as the browser's Event Timing reports it, and its parts (ms), medians of ${runs}; limit ${LIMITS.inp} ms\n`,
  );
  console.table(
    Object.fromEntries(
      flows.map((flow) => [
        flow.name,
        {
          'INP ms': mark(String(Math.round(flow.inp)), !(flow.inp <= LIMITS.inp)),
          'input delay': Math.round(flow.inputDelay),
          processing: Math.round(flow.processing),
          presentation: Math.round(flow.presentation),
          // Each tap against the no-app tap of the same runs (issue 57: at most 1.5×).
          '×no-app': noApp ? (flow.inp / noApp.inp).toFixed(2) : '',
          runs: flow.runs.map((step) => Math.round(step.inp)).join(', '),
        },
      ]),
    ),
  );
  await writeBenchResults('bench', 'latest.json', {
    runs,
    lighthouse,
    limits: LIMITS,
    rows,
    interactions: flows,
    samples: Object.fromEntries(
      [...measured].map(([name, list]) => [name, list.map(({ sample }) => sample)]),
    ),
  });
}

await main();
