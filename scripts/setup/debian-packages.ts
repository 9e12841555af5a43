/**
 * What the tests and local servers need from Debian's packages (browsers,
 * Xvfb, nginx): installed with apt-get when running as root on Debian, and
 * otherwise a message that says how to get them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface Requirement {
  /** What it is, for messages ("Firefox ESR"). */
  readonly name: string;
  /** The file that shows it is installed. */
  readonly file: string;
  /** The Debian package that provides it. */
  readonly debian: string;
  /** How to get it elsewhere. */
  readonly elsewhere?: string;
}

/** Debian's multiarch name of this machine's architecture, as its packages use it. */
const TRIPLETS: Partial<Record<string, string>> = {
  x64: 'x86_64-linux-gnu',
  arm64: 'aarch64-linux-gnu',
  ia32: 'i386-linux-gnu',
};
const triplet = TRIPLETS[process.arch] ?? `${process.arch}-linux-gnu`;

/** Where Debian's packages put the programs the tests and local servers drive. */
export const DEBIAN_FILES = {
  chromium: '/usr/bin/chromium',
  // Chromium's headless shell (the older, lighter headless mode, which
  // Playwright's own Chromium also uses for tests): the same engine, without
  // the full browser's per-page cost.
  chromiumHeadlessShell: '/usr/bin/chromium-headless-shell',
  firefox: '/usr/lib/firefox-esr/firefox-esr',
  webKitWebDriver: '/usr/bin/WebKitWebDriver',
  // Architecture-specific libraries live under /usr/lib/<triplet> (multiarch).
  miniBrowser: `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`,
  xvfb: '/usr/bin/Xvfb',
  nginxModules: '/usr/lib/nginx/modules',
};

/**
 * A program on the PATH, or in the folders given (system folders that are
 * not on every user's PATH, such as Debian's /usr/sbin for nginx).
 */
export function findProgram(name: string, also: readonly string[] = []): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), ...also].filter(Boolean);
  return folders.map((folder) => path.join(folder, name)).find((file) => existsSync(file));
}

export function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

/**
 * Makes sure every requirement is there, installing the missing ones in one
 * apt-get run where it can. Throws with instructions where it can't.
 */
export function ensureDebianPackages(
  requirements: readonly Requirement[],
  /** What needs them, for messages. */
  why: string,
  /** This machine, unless told. */
  {
    apt = canInstallWithApt(),
    platform = process.platform,
  }: { apt?: boolean; platform?: NodeJS.Platform } = {},
) {
  const missing = requirements.filter((requirement) => !existsSync(requirement.file));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((requirement) => requirement.debian))];
  if (!apt) {
    // Debian's paths and packages mean nothing on macOS or Windows: there,
    // only the requirements that have another way to get them are named.
    const onLinux = platform === 'linux';
    const lines = missing
      .filter((requirement) => onLinux || requirement.elsewhere)
      .map(
        (requirement) =>
          `  ${requirement.name}${onLinux ? ` (${requirement.file})` : ''}` +
          `${requirement.elsewhere ? `: ${requirement.elsewhere}` : ''}`,
      );
    throw new Error(
      `Missing for ${why}:\n${lines.join('\n')}\n` +
        (onLinux ? `Or on Debian or Ubuntu: sudo apt-get install -y ${packages.join(' ')}` : ''),
    );
  }
  console.log(`Installing Debian's ${packages.join(', ')} for ${why}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}
