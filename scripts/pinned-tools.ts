/**
 * Tools pinned apart from the site's own dependencies, each in a folder of
 * `tools/` with its own lockfile (host runtimes and the load generator,
 * Lighthouse 13): installed from that lockfile the first time they are
 * needed, and again whenever the lockfile changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const toolsFolder = (name: string) => path.join(import.meta.dirname, '..', 'tools', name);

/** The lockfile a folder was last installed from, recorded by its hash beside what it installed. */
const stampFile = (name: string) => path.join(toolsFolder(name), 'node_modules', '.installed-lock');
const lockHash = (name: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(toolsFolder(name), 'package-lock.json')))
    .digest('hex');

/** True when tools/<name> is installed from its current lockfile. */
export function pinnedToolsCurrent(name: string): boolean {
  const stamp = stampFile(name);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash(name);
}

/** `npm ci` in tools/<name> unless it is current; `what` names the tools for the one line it prints. */
export function ensurePinnedTools(name: string, what: string) {
  if (pinnedToolsCurrent(name)) return;
  console.log(`Installing ${what} (tools/${name}) from its lockfile…`);
  const result = spawnSync(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', toolsFolder(name)],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (result.status !== 0) throw new Error(`npm ci in tools/${name} failed`);
  writeFileSync(stampFile(name), lockHash(name));
}
