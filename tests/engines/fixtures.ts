/**
 * Playwright Test as the runner, with the engine's driver (drivers/index.ts:
 * Playwright's own API where it can drive the engine, Debian's browsers
 * through their own protocols where Playwright's builds are absent). Each worker
 * keeps one browser per set of launch options; every test starts by
 * clearing the console and fails if anything was logged by its end.
 */
import { test as base, expect } from '@playwright/test';
import * as SCREENS from '../support/screens.ts';
import { type Driver, type Engine, type LaunchOptions, launchers } from './drivers/index.ts';

export { expect };

/** The screens' sizes (tests/support/screens.ts), which the drivers set. */
export const HANDSET = SCREENS.HANDSET.viewport;
export const DESKTOP = SCREENS.DESKTOP.viewport;

interface TestFixtures {
  /** A browser with scripting on and the light theme. */
  driver: Driver;
  /** A browser with other launch options. */
  launch: (options: Partial<LaunchOptions>) => Promise<Driver>;
}

interface WorkerFixtures {
  engine: Engine;
  browsers: Map<string, Promise<Driver>>;
}

const DEFAULTS: LaunchOptions = { javaScript: true, colorScheme: 'light' };

/**
 * Engines warn when a preload goes unused "within a few seconds" of the load
 * event: a clock, which a loaded machine runs past. Whether the preloaded font
 * is the one the page draws with is asserted without a clock, in
 * tests/e2e/site/font.spec.ts and tests/e2e/both-sizes/design.spec.ts.
 */
const clean = (messages: string[]) =>
  messages.filter((message) => !/preloaded .* not used within a few seconds/.test(message));

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  browsers: [
    // Playwright reads a fixture's dependencies from this pattern, so it must be there.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const browsers = new Map<string, Promise<Driver>>();
      await provide(browsers);
      for (const browser of browsers.values()) await (await browser).close();
    },
    { scope: 'worker' },
  ],
  launch: async ({ engine, browsers }, provide) => {
    const used: Driver[] = [];
    await provide(async (options) => {
      const full = { ...DEFAULTS, ...options };
      const key = JSON.stringify(full);
      if (!browsers.has(key)) browsers.set(key, launchers[engine](full));
      const driver = await browsers.get(key)!;
      await driver.takeConsole();
      used.push(driver);
      return driver;
    });
    for (const driver of used) {
      expect(clean(await driver.takeConsole()), 'the browser console should stay clean').toEqual(
        [],
      );
    }
  },
  driver: async ({ launch }, provide) => {
    await provide(await launch({}));
  },
});
