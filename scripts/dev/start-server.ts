/** Starting the built site's servers from the dev tools: the host runtimes, the bench's. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { get } from 'node:https';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');

/** A folder under .tmp/hosts for a server's state, made if need be. */
export function stateFolder(...parts: string[]) {
  const folder = path.join(root, '.tmp', 'hosts', ...parts);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** How to start a server: a program, its arguments, and where and with what it runs. */
export interface Launch {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
}

/** Exits with a message when there is no build to serve. */
export function requireBuild() {
  if (existsSync(path.join(root, 'build', 'client', '404.html'))) return;
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

export function spawnLaunch({ command, args, cwd, env }: Launch, stdio: 'ignore' | 'inherit') {
  return spawn(command, args, {
    cwd: cwd ?? root,
    env: { ...process.env, ...env },
    stdio,
    // .bin programs are .cmd shims on Windows, which only a shell runs.
    shell: process.platform === 'win32',
  });
}

/** Whether `url` answers 200 over HTTPS, trusting the certificate `ca`. */
function answersOverTls(url: string, ca: string) {
  return new Promise<boolean>((resolve, reject) => {
    get(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', reject);
  });
}

/** Resolves once `url` answers 200 (a server just started); fails after some 10 seconds. */
async function waitFor(url: string, ca?: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if (ca ? await answersOverTls(url, ca) : (await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts a server in the background and resolves once `readyUrl` answers
 * (over HTTPS with the certificate `ca`, where given), with a function that
 * stops it and waits until it has exited.
 */
export async function startServer(launch: Launch, readyUrl: string, ca?: string) {
  const server = spawnLaunch(launch, 'ignore');
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(readyUrl, ca);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
