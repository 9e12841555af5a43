/**
 * Tools pinned apart from the site's own dependencies, each in a folder of
 * `tools/` with its own lockfile: what only the full proof, the benchmarks
 * and the host previews use, so that the everyday install does not carry
 * them. Each is installed from its lockfile the first time it is needed, and
 * again whenever the lockfile changes.
 *
 *   tsx scripts/setup/pinned-tools.ts lighthouse full-proof   installs those now
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each folder of tools/, and what it holds, for the line printed while it installs. */
const TOOLS = {
  hosts: 'the host runtimes and the load generator',
  lighthouse: 'Lighthouse 13',
  'full-proof': 'pdf.js and puppeteer-core',
  mutation: 'StrykerJS',
} as const;
export type ToolsName = keyof typeof TOOLS;

export const toolsFolder = (name: ToolsName) =>
  path.join(import.meta.dirname, '..', '..', 'tools', name);

/** The lockfile a folder was last installed from, recorded by its hash beside what it installed. */
const stampFile = (name: ToolsName) =>
  path.join(toolsFolder(name), 'node_modules', '.installed-lock');
const lockHash = (name: ToolsName) =>
  createHash('sha256')
    .update(readFileSync(path.join(toolsFolder(name), 'package-lock.json')))
    .digest('hex');

/** True when tools/<name> is installed from its current lockfile. */
export function pinnedToolsCurrent(name: ToolsName): boolean {
  const stamp = stampFile(name);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash(name);
}

/** `npm ci` in tools/<name> unless it is current. */
export function ensurePinnedTools(name: ToolsName) {
  if (pinnedToolsCurrent(name)) return;
  console.log(`Installing ${TOOLS[name]} (tools/${name}) from its lockfile…`);
  const result = spawnSync(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', toolsFolder(name)],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (result.status !== 0) throw new Error(`npm ci in tools/${name} failed`);
  writeFileSync(stampFile(name), lockHash(name));
}

/**
 * A module of tools/<name>. With `install`, the folder is installed first
 * where it is not current; without, as code in parallel test workers needs
 * (two would race to install), it says how to install it.
 */
export async function importPinnedTool<T>(
  name: ToolsName,
  specifier: string,
  { install = false } = {},
): Promise<T> {
  if (install) ensurePinnedTools(name);
  else if (!pinnedToolsCurrent(name))
    throw new Error(
      `tools/${name} is not installed from its lockfile: run \`npx tsx scripts/setup/pinned-tools.ts ${name}\` (npm run test:all does)`,
    );
  const file = createRequire(path.join(toolsFolder(name), 'package.json')).resolve(specifier);
  return (await import(pathToFileURL(file).href)) as T;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const name of process.argv.slice(2)) {
    if (!(name in TOOLS)) {
      console.error(`Usage: tsx scripts/setup/pinned-tools.ts ${Object.keys(TOOLS).join(' | ')} …`);
      process.exit(2);
    }
    ensurePinnedTools(name as ToolsName);
  }
}
