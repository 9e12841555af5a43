/**
 * Lighthouse 13, the version PageSpeed Insights runs, for the benchmark and
 * the audit tests.
 *
 * - `runLighthouse`: one navigation (mobile defaults: emulated phone,
 *   simulated slow 4G and CPU) in a fresh headless Chromium, cold cache.
 * - `runInteractionFlow`: taps on an emulated phone, each timed by the
 *   browser's Event Timing, for the latency of each interaction (INP).
 * - `lighthouseCli`: any other run, such as the audit tests' run of every
 *   category but performance (tests/support/lighthouse-audit.ts).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultSettings, userAgents } from 'lighthouse/core/config/constants.js';
import type { Result as LighthouseResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, requireChromium } from '../setup/chromium.ts';

/** Lighthouse's own folder, for its CLI and its configurations. */
export const lighthouse13 = path.dirname(
  createRequire(import.meta.url).resolve('lighthouse/package.json'),
);

const HEADLESS_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Lighthouse's CLI on one page, in a fresh headless Chromium with `chromeFlags` added: its report.
 * A run whose browser died is run once more, so that one crash does not lose a whole bench.
 */
export function lighthouseCli(
  url: string,
  args: readonly string[],
  chromeFlags: readonly string[] = [],
  attempts = 2,
): LighthouseResult {
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
      env: { ...process.env, CHROME_PATH: requireChromium() },
      maxBuffer: 64e6,
    },
  );
  if (run.status === 0) return JSON.parse(run.stdout) as LighthouseResult;
  if (attempts > 1) return lighthouseCli(url, args, chromeFlags, attempts - 1);
  throw new Error(`Lighthouse 13 failed on ${url}:\n${run.stderr}`);
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
  /** Runs while the interaction is measured. */
  readonly run: (page: FlowPage) => Promise<void>;
  /** Runs before, unmeasured. */
  readonly before?: (page: FlowPage) => Promise<void>;
}

/**
 * The steps' interactions on Lighthouse's own phone (a Moto G Power, its CPU
 * slowed as Lighthouse's mobile defaults slow it) in a fresh headless Chromium,
 * each timed as a visitor's browser times it for INP: the longest Event
 * Timing entry of the step's interactions, and its three parts. Untraced:
 * why, docs/decisions/020-inp-from-the-browsers-own-event-timing.md.
 */
export async function runInteractionFlow(
  steps: readonly FlowStep[],
  chromeFlags: readonly string[] = [],
) {
  const browser = await puppeteer.launch({
    executablePath: requireChromium(),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...chromeFlags],
  });
  try {
    const page = await browser.newPage();
    const { width, height, deviceScaleFactor } = defaultSettings.screenEmulation;
    await page.setUserAgent({ userAgent: userAgents.mobile });
    await page.setViewport({ width, height, deviceScaleFactor, isMobile: true, hasTouch: true });
    // The phone's CPU as Lighthouse's mobile default slows it (4×), as the page loads are measured.
    await page.emulateCPUThrottling(defaultSettings.throttling.cpuSlowdownMultiplier);
    await page.evaluateOnNewDocument(() => {
      const entries: PerformanceEventTiming[] = [];
      Object.assign(window, { benchEvents: entries });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId) entries.push(entry);
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    const timed = [];
    for (const step of steps) {
      await step.before?.(page);
      await page.evaluate(() => void ((window as unknown as BenchWindow).benchEvents.length = 0));
      await step.run(page);
      // An entry is reported once the frame after it has been painted.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const longest = await page.evaluate(() => {
        const [entry] = (window as unknown as BenchWindow).benchEvents.toSorted(
          (a, b) => b.duration - a.duration,
        );
        return entry
          ? {
              inp: entry.duration,
              inputDelay: entry.processingStart - entry.startTime,
              processing: entry.processingEnd - entry.processingStart,
              presentation: entry.startTime + entry.duration - entry.processingEnd,
            }
          : // Nothing reported: under Event Timing's 16 ms floor.
            { inp: 0, inputDelay: 0, processing: 0, presentation: 0 };
      });
      timed.push({ name: step.name, ...longest });
    }
    return timed;
  } finally {
    await browser.close();
  }
}

interface BenchWindow {
  benchEvents: PerformanceEventTiming[];
}
