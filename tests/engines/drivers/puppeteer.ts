/**
 * Debian's Firefox ESR over WebDriver BiDi, through puppeteer-core (which
 * Playwright cannot drive: it needs its own patched Firefox).
 */
import puppeteer, { type LaunchOptions } from 'puppeteer-core';
import { type Driver, type Engine, type Key, consoleLog } from './driver.ts';

/** puppeteer-core's handle on a frame's WebDriver BiDi browsing context (not in its types). */
interface BidiFrame {
  browsingContext: {
    setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
  };
}

export async function puppeteerDriver(engine: Engine, launch: LaunchOptions): Promise<Driver> {
  const browser = await puppeteer.launch({ headless: true, ...launch });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const log = consoleLog();
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warn')
      log.message(type === 'warn' ? 'warning' : type, message.text(), message.location().url);
  });
  page.on('pageerror', (error) => log.uncaught(String((error as Error).message ?? error)));

  return {
    engine,
    async setViewport(width, height) {
      // Only BiDi's browsingContext.setViewport: page.setViewport also sends
      // emulation.setScreenOrientationOverride, which Firefox ESR 140 rejects
      // as an unknown command, and the journeys need no orientation.
      const frame = page.mainFrame() as unknown as BidiFrame;
      await frame.browsingContext.setViewport({ viewport: { width, height } });
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
      return log.take();
    },
    async close() {
      await browser.close();
    },
  };
}
