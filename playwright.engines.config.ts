import { defineConfig } from '@playwright/test';
import type { Engine } from './tests/engines/drivers/index.ts';
import { baseConfig, servedSite, testPort } from './tests/support/playwright-base.ts';

/**
 * The cross-engine journeys (tests/engines): one project per engine, each
 * driving Debian's browser through its own adapter. `npm run test:engines`
 * makes sure the browsers are installed first; one engine alone:
 * `npm run test:engines -- --project firefox`.
 */
const port = testPort('ENGINES_PORT', 3120);

export default defineConfig<object, { engine: Engine }>({
  ...baseConfig,
  testDir: 'tests/engines',
  timeout: 60_000,
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: (['chromium', 'firefox', 'webkit'] as const).map((engine) => ({
    name: engine,
    use: { engine },
    // Two MiniBrowsers started from two processes at once interfere: the
    // second one's automation session never becomes inspectable. One worker
    // process for WebKit (which may still run several browsers) avoids it.
    ...(engine === 'webkit' ? { workers: 1 } : {}),
  })),
  webServer: servedSite('serve', port, 'http://127.0.0.1'),
});
