/**
 * What the benchmark makes of a run: a Lighthouse result's figures, their
 * medians, a figure marked over its limit, and the run written to
 * bench-results/.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';

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

/** One Lighthouse run's figures. */
export function sampleOf(lhr: LighthouseResult) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const transferred = (type: string) =>
    summary?.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    /** The document with its headers, as it arrived. */
    documentBytes: transferred('document'),
    totalKb: audit('total-byte-weight') / 1024,
    jsKb: transferred('script') / 1024,
  };
}

export type Sample = ReturnType<typeof sampleOf>;
