/**
 * Chromium (over the DevTools protocol) and Firefox (over WebDriver BiDi)
 * through puppeteer-core, which drives both with one API.
 */
import puppeteer, {
  type Browser,
  type LaunchOptions as PuppeteerLaunch,
  type Page,
} from 'puppeteer-core';
import type { Driver, Engine, Key } from './driver';

export async function puppeteerDriver(
  engine: Engine,
  launch: PuppeteerLaunch,
  preparePage: (page: Page) => Promise<void> = async () => {},
): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({ headless: true, ...launch });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await preparePage(page);
  let logged: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    const url = message.location()?.url;
    if (type === 'error' || type === 'warn')
      logged.push(
        `${type === 'warn' ? 'warning' : type}: ${message.text()}${url ? ` (${url})` : ''}`,
      );
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${(error as Error).message ?? error}`));

  return {
    engine,
    async setViewport(width, height) {
      await page.setViewport({ width, height });
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
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else await page.keyboard.press(key);
    },
    async takeConsole() {
      const messages = logged;
      logged = [];
      return messages;
    },
    async close() {
      await browser.close();
    },
  };
}
