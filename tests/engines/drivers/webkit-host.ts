/**
 * What WebKit's MiniBrowser needs of this machine to run under automation: an
 * X display (Xvfb), ports of its own, and GStreamer's plugin registry.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Debian's multiarch name of this machine's architecture, as its library folders use it. */
const TRIPLET = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';

/** Where Debian's webkit2gtk-driver and xvfb put what the WebKit driver runs. */
export const WEBKIT_FILES = {
  miniBrowser: `/usr/lib/${TRIPLET}/webkit2gtk-4.1/MiniBrowser`,
  webKitWebDriver: '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
};
const MINIBROWSER = WEBKIT_FILES.miniBrowser;
const XVFB = WEBKIT_FILES.xvfb;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeout = 15_000,
) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`WebKit: timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Ports for the inspector and the driver. Asking the system for a free port
 * and passing it on races with the other test workers doing the same, so
 * each worker takes its own block, below the system's ephemeral range.
 */
let portsTaken = 0;
export function nextPort(): number {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return 21_000 + worker * 200 + (portsTaken++ % 200);
}

/** Starts Xvfb on a free display; resolves with its number. */
export function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      XVFB,
      ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
        detached: true,
      },
    );
    xvfb.on('error', reject);
    let output = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve({ process: xvfb, display: `:${output.trim()}` });
    });
  });
}

/** The TCP ports a process listens on, from /proc (no `ss` needed). */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    const target = (() => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return '';
      }
    })();
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // State 0A is LISTEN; field 9 is the socket's inode.
      if (fields[3] === '0A' && inodes.has(fields[9] ?? '')) {
        ports.push(Number.parseInt(fields[1]?.split(':')[1] ?? '', 16));
      }
    }
  }
  return ports;
}

/**
 * GStreamer's plugin registry, which WebKit's media support reads. Where it
 * does not exist yet (a fresh home, as on a CI machine), the first browser
 * started for automation builds it and is never inspectable: its page stays
 * off the inspector's list for good (measured: still missing after 120 s),
 * while every later start takes half a second.
 */
const GSTREAMER_REGISTRY =
  process.env.GST_REGISTRY ??
  join(
    process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'),
    `gstreamer-1.0/registry.${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}.bin`,
  );

let registryBuilt: Promise<void> | undefined;

/** Builds the registry once, with a plain MiniBrowser that is then closed. */
export function ensureGStreamerRegistry(display: string): Promise<void> {
  registryBuilt ??= (async () => {
    if (existsSync(GSTREAMER_REGISTRY)) return;
    const browser = spawn(MINIBROWSER, ['about:blank'], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
    try {
      // GStreamer writes a temporary file and renames it, so once the
      // registry exists it is complete.
      await until('GStreamer to write its registry', async () =>
        existsSync(GSTREAMER_REGISTRY) ? true : undefined,
      );
    } finally {
      browser.kill('SIGKILL');
    }
  })();
  return registryBuilt;
}
