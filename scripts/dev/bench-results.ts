/** What the benchmarks share: marking a figure over its limit, and writing a run to bench-results/. */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
