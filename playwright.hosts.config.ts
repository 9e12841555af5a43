import { defineConfig } from '@playwright/test';
import { hosts } from './scripts/build/hosts/index.ts';
import { baseConfig, servedSite } from './tests/support/playwright-base.ts';

/**
 * The HTTP suite (tests/http): the same promises checked against every
 * runtime the site is served by, each on its own port. `npm run test:http`
 * installs what the runtimes need first (scripts/dev/serve-host.ts --prepare).
 */
const runtimes = hosts.flatMap((host) =>
  'runtime' in host ? [{ name: host.runtime, port: host.testPort }] : [],
);

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/http',
  projects: runtimes.map(({ name, port }) => ({
    name,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: runtimes.map(({ name, port }) => ({
    ...servedSite(name, port, 'http://127.0.0.1'),
    timeout: 60_000,
    // wrangler logs an error each time the suite checks that /_headers is not
    // served (its local asset server answers 502 there; see hosts.spec.ts).
    stderr: name === 'cloudflare' ? 'ignore' : 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  })),
});
