/**
 * Any engine through Playwright's own API: Chromium always (the system's
 * Chrome or Chromium, found as the everyday tests find it), and Firefox and
 * WebKit where Playwright's builds of them are installed
 * (`npx playwright install firefox webkit`).
 */
import type { BrowserType } from '@playwright/test';
import { type Driver, type Engine, type Key, type LaunchOptions, consoleLog } from './driver.ts';

export async function playwrightDriver(
  engine: Engine,
  browserType: BrowserType,
  launch: Parameters<BrowserType['launch']>[0],
  { javaScript, colorScheme }: LaunchOptions,
): Promise<Driver> {
  const browser = await browserType.launch(launch);
  const context = await browser.newContext({ javaScriptEnabled: javaScript, colorScheme });
  const page = await context.newPage();
  const log = consoleLog();
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning')
      log.message(type, message.text(), message.location().url);
  });
  page.on('pageerror', (error) => log.uncaught(error.message));

  return {
    engine,
    async setViewport(width, height) {
      await page.setViewportSize({ width, height });
    },
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async evaluate<T>(expression: string) {
      return (await page.evaluate(expression)) as T;
    },
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async press(key: Key) {
      await page.keyboard.press(key);
    },
    async takeConsole() {
      return log.take();
    },
    async close() {
      await browser.close();
    },
  };
}
