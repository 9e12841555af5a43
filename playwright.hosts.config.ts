import { defineConfig } from '@playwright/test';
import { hosts } from './scripts/build/hosts';

/**
 * The HTTP suite (tests/http): the same promises checked against every
 * runtime the site is served by, each on its own port. `npm run test:http`
 * installs what the runtimes need first (scripts/dev/serve-host.ts --prepare).
 */
const runtimes = hosts.flatMap((host) =>
  'runtime' in host ? [{ name: host.runtime, port: host.testPort }] : [],
);

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/http',
  fullyParallel: true,
  forbidOnly: isCI,
  failOnFlakyTests: isCI,
  workers: 2,
  reporter: 'list',
  projects: runtimes.map(({ name, port }) => ({
    name,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: runtimes.map(({ name, port }) => ({
    command: `node_modules/.bin/tsx scripts/dev/serve-host.ts ${name}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/home`,
    // Never a server this run did not start: it could be another checkout's build.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    // wrangler logs an error each time the suite checks that /_headers is not
    // served (its local asset server answers 502 there; see hosts.spec.ts).
    stderr: name === 'cloudflare' ? 'ignore' : 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  })),
});
