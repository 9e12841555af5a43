/**
 * What the benchmark makes of a run: a Lighthouse result's figures and long
 * tasks, their medians, a figure marked over its limit, and the run written
 * to bench-results/.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LighthouseResult } from './lighthouse.ts';

const root = path.join(import.meta.dirname, '..', '..');

/** A figure as printed in a table: `✗` after it when it is over its limit. */
export const mark = (value: string, over: boolean) => (over ? `${value} ✗` : value);

function gitCommit(): string {
  return spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
}

/**
 * Writes a run to `bench-results/<name>-<date>.json` and `<latest>`, with the
 * date and commit it measured; prints where.
 */
export async function writeBenchResults(name: string, latest: string, figures: object) {
  const outDir = path.join(root, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const date = new Date().toISOString();
  const json = `${JSON.stringify({ date, commit: gitCommit(), ...figures }, null, 2)}\n`;
  const file = path.join(outDir, `${name}-${date.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, json);
  await writeFile(path.join(outDir, latest), json);
  console.log(`\nWrote ${path.relative(root, file)} (and bench-results/${latest})`);
}

/** The median of the values that were measured (failed runs give NaN and are left out). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

function attribution(url: string): string {
  if (!url || url === 'Unattributable') return 'rendering';
  const file = new URL(url).pathname;
  return /\/entry\.client-[^/]+\.js$/.test(file) ? `hydration (${file})` : file;
}

/** One Lighthouse run's figures, and its long tasks that counted (ms of the simulated load). */
export function sampleOf(lhr: LighthouseResult) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const scripts = summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const fcp = audit('first-contentful-paint');
  const observed = lhr.audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const observedLcp = observed?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string; networkEndTime: number }[] } | undefined
    )?.items ?? [];
  const tasks =
    (
      lhr.audits['long-tasks']?.details as
        { items?: { url: string; startTime: number; duration: number }[] } | undefined
    )?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalKb: audit('total-byte-weight') / 1024,
    jsKb: scripts / 1024,
    // Blocking time counts what a task runs past 50 ms, after the first contentful paint;
    // attributed to its script, "hydration (…)" for the app's entry, or "rendering".
    longTasks: tasks
      .filter((task) => task.startTime + task.duration > fcp)
      .map((task) => ({
        start: Math.round(task.startTime),
        duration: Math.round(task.duration),
        attribution: attribution(task.url),
      })),
    // Lighthouse simulates the largest paint as waiting for every request that had finished
    // when the real one was seen, on the simulated network: a picture that beats the paint
    // by a few ms costs the figure its share of the bandwidth.
    beforeLcp: requests
      .filter((request) => request.resourceType !== 'Document')
      .filter((request) => request.networkEndTime <= observedLcp)
      .map((request) => new URL(request.url).pathname),
  };
}

export type Sample = ReturnType<typeof sampleOf>;
