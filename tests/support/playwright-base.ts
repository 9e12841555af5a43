/**
 * What the three Playwright configurations share (playwright.config.ts for
 * the site in Chromium, playwright.engines.config.ts for the journeys in
 * every engine, playwright.hosts.config.ts for the HTTP suite).
 */
import type { PlaywrightTestConfig } from '@playwright/test';

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
    url: `${origin}:${port}/home`,
    // Never a server this run did not start: it could be another checkout's build.
    reuseExistingServer: false,
    stdout: 'ignore',
  } as const;
}
