/**
 * Debian's Firefox ESR over WebDriver BiDi, through puppeteer-core (which
 * Playwright cannot drive: it needs its own patched Firefox).
 */
import { importPinnedTool } from '../../../scripts/setup/pinned-tools.ts';
import { type Driver, type Engine, type Key, consoleLog } from './driver.ts';

/** As much of puppeteer-core (in tools/full-proof: only the full proof uses it) as the driver needs. */
interface Page {
  on(event: 'console', listener: (message: ConsoleMessage) => void): void;
  on(event: 'pageerror', listener: (error: unknown) => void): void;
  mainFrame(): { browsingContext: BrowsingContext };
  goto(url: string, options: { waitUntil: 'load' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  mouse: { click(x: number, y: number): Promise<void> };
  keyboard: {
    down(key: string): Promise<void>;
    up(key: string): Promise<void>;
    press(key: string): Promise<void>;
  };
}
/** puppeteer-core's handle on the page's WebDriver BiDi browsing context. */
interface BrowsingContext {
  setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
}
interface ConsoleMessage {
  type(): string;
  text(): string;
  location(): { url?: string } | undefined;
}
interface Browser {
  pages(): Promise<Page[]>;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
export interface PuppeteerLaunch {
  browser: 'firefox';
  executablePath: string;
  extraPrefsFirefox: Record<string, unknown>;
}
interface Puppeteer {
  launch(options: PuppeteerLaunch & { headless: boolean }): Promise<Browser>;
}

export async function puppeteerDriver(
  engine: Engine,
  launch: PuppeteerLaunch,
  preparePage: (page: Page) => Promise<void> = async () => {},
): Promise<Driver> {
  const { default: puppeteer } = await importPinnedTool<{ default: Puppeteer }>(
    'full-proof',
    'puppeteer-core',
  );
  const browser = await puppeteer.launch({ headless: true, ...launch });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await preparePage(page);
  const log = consoleLog();
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warn')
      log.message(type === 'warn' ? 'warning' : type, message.text(), message.location()?.url);
  });
  page.on('pageerror', (error) => log.uncaught(String((error as Error).message ?? error)));

  return {
    engine,
    async setViewport(width, height) {
      // Only BiDi's browsingContext.setViewport: page.setViewport also sends
      // emulation.setScreenOrientationOverride, which Firefox ESR 140 rejects
      // as an unknown command, and the journeys need no orientation.
      await page.mainFrame().browsingContext.setViewport({ viewport: { width, height } });
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
