/**
 * Tools pinned apart from the site's own dependencies, each in a folder of
 * `tools/` with its own lockfile: what only the full proof, the benchmarks
 * and the host previews use, so that the everyday install does not carry
 * them. Each lockfile is installed once per machine, into a cache folder
 * ($STUDIO_TOOLS_CACHE, or studio-site-tools in the user's cache), and linked
 * into tools/<name>/node_modules the first time a checkout needs it: a fresh
 * clone, as CI's, then takes a second instead of an install. A changed
 * lockfile is a new install. StrykerJS alone is installed in its folder.
 *
 *   tsx scripts/setup/pinned-tools.ts lighthouse full-proof   installs those now
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
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

/** The lockfile a folder was installed from, recorded by its hash beside what it installed. */
const STAMP = '.installed-lock';
const lockHash = (name: ToolsName) =>
  createHash('sha256')
    .update(readFileSync(path.join(toolsFolder(name), 'package-lock.json')))
    .digest('hex');

/** True when tools/<name> is installed from its current lockfile. */
export function pinnedToolsCurrent(name: ToolsName): boolean {
  const stamp = path.join(toolsFolder(name), 'node_modules', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash(name);
}

/** A cached install's folder: the tools folder's name and the start of its lockfile's hash. */
const cacheEntry = (name: ToolsName, hash: string) =>
  path.join(cacheFolder(), `${name}-${hash.slice(0, 16)}`);

const cacheFolder = () =>
  process.env.STUDIO_TOOLS_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'studio-site-tools');

/** A copy of a folder whose files are hard links to the original's (copies across file systems). */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** `npm ci` of a tools/ lockfile in `folder`, which then records the lockfile's hash. */
function install(name: ToolsName, folder: string, hash: string) {
  console.log(`Installing ${TOOLS[name]} (tools/${name}) from its lockfile…`);
  const result = spawnSync(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', folder],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (result.status !== 0) throw new Error(`npm ci for tools/${name} failed`);
  writeFileSync(path.join(folder, 'node_modules', STAMP), hash);
}

/** tools/<name> installed from its lockfile (from the cache where it can be), unless it is current. */
export function ensurePinnedTools(name: ToolsName) {
  if (pinnedToolsCurrent(name)) return;
  const hash = lockHash(name);
  // StrykerJS's Vitest runner uses the site's own Vitest, which it finds
  // (and npm checks its lockfile against) from where it is installed.
  if (name === 'mutation') return install(name, toolsFolder(name), hash);
  const cached = cacheEntry(name, hash);
  if (!existsSync(path.join(cached, 'node_modules', STAMP))) {
    // Installed beside its place and moved there whole, so that a run
    // interrupted, or another checkout installing at the same time, never
    // leaves a half-installed folder in the cache.
    mkdirSync(cacheFolder(), { recursive: true });
    const staging = mkdtempSync(`${cached}.partial-`);
    for (const file of ['package.json', 'package-lock.json'])
      copyFileSync(path.join(toolsFolder(name), file), path.join(staging, file));
    try {
      install(name, staging, hash);
      if (!existsSync(cached)) renameSync(staging, cached);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
    // The installs of this folder's earlier lockfiles go: a checkout linked
    // to one keeps its files (hard links), and relinks from a new install.
    for (const entry of readdirSync(cacheFolder())) {
      const folder = path.join(cacheFolder(), entry);
      const hashed = entry.slice(name.length + 1);
      if (entry.startsWith(`${name}-`) && /^[0-9a-f]+$/.test(hashed) && folder !== cached)
        rmSync(folder, { recursive: true, force: true });
    }
  }
  const target = path.join(toolsFolder(name), 'node_modules');
  rmSync(target, { recursive: true, force: true });
  linkTree(path.join(cached, 'node_modules'), target);
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
