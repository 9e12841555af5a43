/**
 * What the three Playwright configurations share (playwright.config.ts for
 * the site in Chromium, playwright.engines.config.ts for the journeys in
 * every engine, playwright.hosts.config.ts for the HTTP suite).
 */
import { spawnSync } from 'node:child_process';
import type { PlaywrightTestConfig } from '@playwright/test';
import { homePath } from '../../app/content/pages.ts';
import { sitePath } from '../../app/lib/meta.ts';

const isCI = Boolean(process.env.CI);

export const baseConfig = {
  fullyParallel: true,
  // In CI a forgotten `.only` fails the run, and so does a test that passes only on its retry.
  forbidOnly: isCI,
  failOnFlakyTests: isCI,
  workers: 2,
  reporter: 'list',
} satisfies PlaywrightTestConfig;

/** The built site served by one runtime (scripts/dev/serve-host.ts), on a port of this run's own. */
export function servedSite(runtime: string, port: number, origin: string) {
  return {
    command: `node_modules/.bin/tsx scripts/dev/serve-host.ts ${runtime}`,
    env: { PORT: String(port) },
    url: `${origin}:${port}${sitePath(homePath)}`,
    // Never a server this run did not start: it could be another checkout's build.
    reuseExistingServer: false,
    stdout: 'ignore',
  } as const;
}

/** Prints the first port from argv[1] up that nothing listens on. */
const FIRST_FREE_PORT = `const net = require('node:net');
const first = (port) => {
  const server = net.createServer().once('error', () => first(port + 1));
  server.listen(port, () => server.close(() => console.log(port)));
};
first(Number(process.argv[1]));`;

/**
 * The port the environment variable `name` sets, or else the first free one
 * from `preferred` up (another project's tests may hold it). It is written
 * back to the environment, so that the test workers, which load the
 * configuration again, serve and test on the same port.
 */
export function testPort(name: string, preferred: number): number {
  process.env[name] ??= spawnSync(process.execPath, ['-e', FIRST_FREE_PORT, String(preferred)], {
    encoding: 'utf8',
  }).stdout.trim();
  return Number(process.env[name]);
}
