import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, findTestChromium } from './scripts/setup/chromium';
import { DESKTOP, HANDSET } from './tests/support/screens';

const port = Number(process.env.E2E_PORT ?? 3100);
const isCI = Boolean(process.env.CI);
const oneProjectOnly = [
  /\.site\.spec\.ts$/,
  /\.audit\.spec\.ts$/,
  /\.visual\.spec\.ts$/,
  /\.agents\.spec\.ts$/,
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // One retry in CI, for the trace it records; a test that passes only on
  // its retry still fails the run.
  retries: isCI ? 1 : 0,
  failOnFlakyTests: isCI,
  workers: 2,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findTestChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  // Text snapshots (the accessibility tree's outline, aria-tree.spec.ts),
  // named by project and page.
  snapshotPathTemplate: '{testDir}/__snapshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // Pictures for the visual regression tests (`*.visual.spec.ts`), one set
      // for every machine: Debian's Chromium and the self-hosted font.
      pathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      // Anti-aliasing may differ by a few pixels between runs; a changed layout
      // or colour differs by thousands.
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  // `*.handset.spec.ts` and `*.desktop.spec.ts` run at one size only, the rest at
  // both; `*.site.spec.ts` checks what does not depend on the viewport (HTTP,
  // HTML, generated files) once; `*.audit.spec.ts` runs Lighthouse;
  // `*.visual.spec.ts` compares pictures of every page at both sizes;
  // `*.agents.spec.ts` runs in a browser with WebMCP.
  //
  // Two tiers (package.json): `npm test` runs handset, desktop and site
  // without the tests tagged @full; `npm run test:all` runs what that left
  // out: the @full tests, the @any-size tests at the desktop size
  // (`desktop-all`), and the visual, audit and agents projects.
  projects: [
    {
      name: 'handset',
      testIgnore: [/\.desktop\.spec\.ts$/, ...oneProjectOnly],
      use: HANDSET,
    },
    {
      name: 'desktop',
      testIgnore: [/\.handset\.spec\.ts$/, ...oneProjectOnly],
      // What does not depend on the viewport ran at the handset size.
      grepInvert: /@any-size/,
      use: DESKTOP,
    },
    {
      name: 'desktop-all',
      testIgnore: [/\.handset\.spec\.ts$/, ...oneProjectOnly],
      use: DESKTOP,
    },
    { name: 'site', testMatch: /\.site\.spec\.ts$/ },
    { name: 'audit', testMatch: /\.audit\.spec\.ts$/ },
    {
      // The pictures are the full Chromium's, as `npm run screenshots` takes
      // them: the headless shell draws text a few pixels differently.
      name: 'visual',
      testMatch: /\.visual\.spec\.ts$/,
      use: { launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS } },
    },
    {
      // A Chromium with the WebMCP draft switched on, as an agent's browser.
      name: 'agents',
      testMatch: /\.agents\.spec\.ts$/,
      use: {
        launchOptions: {
          executablePath: findTestChromium(),
          args: [...CHROMIUM_FLAGS, '--enable-features=WebMCPTesting'],
        },
      },
    },
  ],
  // The production build, served exactly as `npm start` serves it.
  webServer: {
    command: 'node_modules/.bin/tsx scripts/dev/serve-host.ts serve',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/home`,
    // Never a server this run did not start: it could be another checkout's build.
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
