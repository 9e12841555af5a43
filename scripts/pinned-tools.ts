/**
 * Tools pinned apart from the site's own dependencies, each in a folder of
 * `tools/` with its own lockfile (host runtimes, Lighthouse 13): installed
 * from that lockfile the first time they are needed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const toolsFolder = (name: string) => path.join(import.meta.dirname, '..', 'tools', name);

/** `npm ci` in tools/<name>; `what` names the tools for the one line it prints. */
export function installPinnedTools(name: string, what: string) {
  console.log(`Installing ${what} (tools/${name}), once…`);
  const result = spawnSync(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', toolsFolder(name)],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (result.status !== 0) throw new Error(`npm ci in tools/${name} failed`);
}
