/**
 * Which adapter drives each engine on this machine. Chromium always goes
 * through Playwright, so that adapter runs in every run. Firefox and WebKit
 * go through Playwright too where its builds of them are installed (macOS,
 * Windows, and Linux with downloads); elsewhere through Debian's packages:
 * Firefox ESR over WebDriver BiDi, WebKitGTK over WebDriver
 * (docs/decisions/011-each-engine-through-its-own-driver.md).
 */
import { existsSync } from 'node:fs';
import { chromium, firefox, webkit } from '@playwright/test';
import { CHROMIUM_FLAGS, findTestChromium } from '../../../scripts/setup/chromium.ts';
import type { Driver, Engine, LaunchOptions } from './driver.ts';
import { firefoxDriver } from './firefox.ts';
import { playwrightDriver } from './playwright.ts';
import { webkitDriver } from './webkit.ts';

export type { Driver, Engine, LaunchOptions } from './driver.ts';

/** Whether Playwright's own build of an engine is installed. */
const hasPlaywrightBuild = (engine: 'firefox' | 'webkit') =>
  existsSync({ firefox, webkit }[engine].executablePath());

export const launchers: Record<Engine, (options: LaunchOptions) => Promise<Driver>> = {
  chromium: (options) =>
    playwrightDriver(
      'chromium',
      chromium,
      { executablePath: findTestChromium(), args: CHROMIUM_FLAGS },
      options,
    ),
  firefox: (options) =>
    hasPlaywrightBuild('firefox')
      ? playwrightDriver('firefox', firefox, {}, options)
      : firefoxDriver(options),
  webkit: (options) =>
    hasPlaywrightBuild('webkit')
      ? playwrightDriver('webkit', webkit, {}, options)
      : webkitDriver(options),
};
