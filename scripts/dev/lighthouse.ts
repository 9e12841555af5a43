/**
 * Lighthouse 13, the version PageSpeed Insights runs, for the benchmark and
 * the audit tests. It is pinned apart from the site's dependencies, in
 * tools/lighthouse with its own lockfile (it declares Node 22, and the
 * everyday install does not need it), and installed there on first use.
 *
 * - `runLighthouse`: one navigation (mobile defaults: emulated phone,
 *   simulated slow 4G and CPU) in a fresh headless Chromium, cold cache.
 * - `runInteractionFlow`: a user flow of timespans around taps, for the
 *   latency of each interaction (INP).
 * - `lighthouseCli`: any other run, such as the audit tests' run of every
 *   category but performance (tests/support/lighthouse-audit.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensurePinnedTools, importPinnedTool, toolsFolder } from '../setup/pinned-tools.ts';
import { CHROMIUM_FLAGS, ensureChromium } from '../setup/chromium.ts';

export const lighthouse13 = path.join(toolsFolder('lighthouse'), 'node_modules', 'lighthouse');

/** Installs the pinned Lighthouse on first use (and when its lockfile changes); the path of its CLI. */
function ensureLighthouse13(): string {
  ensurePinnedTools('lighthouse');
  return path.join(lighthouse13, 'cli', 'index.js');
}

interface AuditResult {
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  readonly scoreDisplayMode: string;
  readonly numericValue?: number;
  readonly details?: unknown;
}

export interface LighthouseResult {
  readonly lighthouseVersion: string;
  readonly runtimeError?: { code: string };
  readonly categories: Record<string, { score: number | null } | undefined>;
  readonly audits: Readonly<Record<string, AuditResult>>;
}

interface LighthouseModule {
  startFlow: (page: unknown, options?: object) => Promise<UserFlow>;
}

interface UserFlow {
  startTimespan(options: { name: string }): Promise<void>;
  endTimespan(): Promise<void>;
  createFlowResult(): Promise<{ steps: { name: string; lhr: LighthouseResult }[] }>;
}

const HEADLESS_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Lighthouse's CLI on one page, in a fresh headless Chromium with `chromeFlags` added: its report. */
export function lighthouseCli(
  url: string,
  args: readonly string[],
  chromeFlags: readonly string[] = [],
) {
  const run = spawnSync(
    process.execPath,
    [
      ensureLighthouse13(),
      url,
      ...args,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${[...HEADLESS_FLAGS, ...chromeFlags].join(' ')}`,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: ensureChromium('Lighthouse') },
      maxBuffer: 64e6,
    },
  );
  if (run.status !== 0) throw new Error(`Lighthouse 13 failed on ${url}:\n${run.stderr}`);
  return JSON.parse(run.stdout) as LighthouseResult;
}

export async function runLighthouse(
  url: string,
  categories: string[],
  chromeFlags: readonly string[] = [],
): Promise<LighthouseResult> {
  return lighthouseCli(url, [`--only-categories=${categories.join(',')}`], chromeFlags);
}

/** What a flow's steps can do to the page: puppeteer's Page, as much as the flows use. */
export interface FlowPage {
  goto(url: string, options?: { waitUntil?: string }): Promise<unknown>;
  tap(selector: string): Promise<void>;
  keyboard: { press(key: string): Promise<void> };
  waitForSelector(selector: string, options?: { visible?: boolean }): Promise<unknown>;
  waitForFunction(expression: string): Promise<unknown>;
}

export interface FlowStep {
  readonly name: string;
  /** Runs inside the step's timespan. */
  readonly run: (page: FlowPage) => Promise<void>;
  /** Runs before the timespan starts, unmeasured. */
  readonly before?: (page: FlowPage) => Promise<void>;
}

/**
 * A Lighthouse user flow in one fresh headless Chromium: each step's
 * interactions recorded in a timespan of its own, with Lighthouse's defaults
 * (a phone's viewport, simulated throttling). A timespan observes what
 * happens; simulated throttling slows no CPU. Answers each step's
 * interaction-to-next-paint in ms, and its parts.
 */
export async function runInteractionFlow(
  steps: readonly FlowStep[],
  chromeFlags: readonly string[] = [],
) {
  const { startFlow } = await importPinnedTool<LighthouseModule>(
    'lighthouse',
    'lighthouse/core/index.js',
    { install: true },
  );
  const puppeteer = await importPinnedTool<{
    default: {
      launch(options: object): Promise<{
        newPage(): Promise<FlowPage>;
        close(): Promise<void>;
      }>;
    };
  }>('lighthouse', 'puppeteer-core', { install: true });
  const browser = await puppeteer.default.launch({
    executablePath: ensureChromium('Lighthouse'),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...chromeFlags],
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      flags: { logLevel: 'error' },
    });
    for (const step of steps) {
      await step.before?.(page);
      await flow.startTimespan({ name: step.name });
      await step.run(page);
      await flow.endTimespan();
    }
    const result = await flow.createFlowResult();
    return result.steps.map(({ name, lhr }) => {
      // The INP interaction's three parts: waiting for the main thread, its handlers, the next frame.
      const parts = (
        lhr.audits['inp-breakdown-insight']?.details as
          { items?: [{ items?: { subpart: string; duration: number }[] }] } | undefined
      )?.items?.[0].items;
      const part = (id: string) => parts?.find(({ subpart }) => subpart === id)?.duration;
      return {
        name,
        inp: lhr.audits['interaction-to-next-paint']?.numericValue ?? Number.NaN,
        inputDelay: part('inputDelay') ?? Number.NaN,
        processing: part('processingDuration') ?? Number.NaN,
        presentation: part('presentationDelay') ?? Number.NaN,
      };
    });
  } finally {
    await browser.close();
  }
}
