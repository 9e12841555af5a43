/**
 * `npm run test:mutation`: StrykerJS on the logic files changed since the
 * last full run (`tests/mutation/baseline.json`), so that a change to content
 * or components costs little; `npm run test:mutation -- --all` mutates every
 * logic file (stryker.config.mjs `mutate`), and on success records the
 * commit as the new baseline. Either way the run fails below the config's
 * break threshold. Results of earlier runs are reused from
 * reports/mutation/ (not committed) where they are still valid.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';
import config from '../../stryker.config.mjs';

const root = path.join(import.meta.dirname, '..', '..');
const baselineFile = path.join(root, 'tests', 'mutation', 'baseline.json');
const all = process.argv.includes('--all');

const globs = config.mutate as string[];

/** Whether the config's `mutate` globs take `file`: one names it, and no `!glob` takes it back. */
const isMutated = (file: string) =>
  globs.some((glob) => !glob.startsWith('!') && minimatch(file, glob)) &&
  globs.every((glob) => !glob.startsWith('!') || minimatch(file, glob));

function git(...args: string[]): string {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout.trim();
}

function stryker(args: string[]): number {
  const run = spawnSync('npx', ['stryker', 'run', ...args], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return run.status ?? 1;
}

function main() {
  if (all) {
    const status = stryker([]);
    if (status === 0) {
      const baseline = { commit: git('rev-parse', 'HEAD'), date: new Date().toISOString() };
      writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
      console.log(`Recorded ${baseline.commit} in ${path.relative(root, baselineFile)}.`);
    }
    return status;
  }
  const { commit } = JSON.parse(readFileSync(baselineFile, 'utf8')) as { commit: string };
  // Committed changes since the baseline, and whatever the working tree changes besides.
  const changed = new Set(
    [git('diff', '--name-only', commit, '--'), git('ls-files', '--others', '--exclude-standard')]
      .join('\n')
      .split('\n')
      .filter(isMutated),
  );
  if (changed.size === 0) {
    console.log(
      `No logic file changed since the last full mutation run (${commit.slice(0, 7)}): nothing to mutate. ` +
        'Every file: npm run test:mutation -- --all',
    );
    return 0;
  }
  console.log(
    `Mutating the ${changed.size} logic file(s) changed since ${commit.slice(0, 7)}: ${[...changed].join(', ')}`,
  );
  return stryker(['--mutate', [...changed].join(',')]);
}

process.exit(main());
