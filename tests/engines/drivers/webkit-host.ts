/**
 * What WebKit's MiniBrowser needs of this machine to run under automation: an
 * X display (Xvfb) and ports of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** Debian's multiarch name of this machine's architecture, as its library folders use it. */
const TRIPLET = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';

/** Where Debian's webkit2gtk-driver and xvfb put what the WebKit driver runs. */
export const WEBKIT_FILES = {
  miniBrowser: `/usr/lib/${TRIPLET}/webkit2gtk-4.1/MiniBrowser`,
  webKitWebDriver: '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
};
const XVFB = WEBKIT_FILES.xvfb;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
