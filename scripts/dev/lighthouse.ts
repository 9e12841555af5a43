/**
 * Lighthouse 13, the version PageSpeed Insights runs, for the benchmark and
 * the audit tests.
 *
 * - `runLighthouse`: one navigation (mobile defaults: emulated phone,
 *   simulated slow 4G and CPU) in a fresh headless Chromium, cold cache.
 * - `runInteractionFlow`: a user flow of timespans around taps, for the
 *   latency of each interaction (INP).
 * - `lighthouseCli`: any other run, such as the audit tests' run of every
 *   category but performance (tests/support/lighthouse-audit.ts).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../setup/chromium.ts';

/** Lighthouse's own folder, for its CLI and its configurations. */
export const lighthouse13 = path.dirname(
  createRequire(import.meta.url).resolve('lighthouse/package.json'),
);

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
      path.join(lighthouse13, 'cli', 'index.js'),
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

/** The page a flow's steps act on. */
export type FlowPage = Page;

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
  const browser = await puppeteer.launch({
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
