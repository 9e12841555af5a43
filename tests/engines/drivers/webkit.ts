/**
 * WebKitGTK's MiniBrowser under Xvfb. Two channels, since neither does all:
 * classic WebDriver (selenium-webdriver, through WebKitWebDriver attached to
 * the running browser with --target) for navigation, script and real input,
 * and the Web Inspector
 * protocol (WEBKIT_INSPECTOR_HTTP_SERVER) for the console, which WebDriver
 * cannot read. The inspector replays what a page logged while it loaded, CSP
 * messages included.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Builder, By, Key as Keys, Origin } from 'selenium-webdriver';
import WebSocket from 'ws';
import { type Driver, type Key, type LaunchOptions, consoleLog } from './driver.ts';
import { WEBKIT_FILES, listeningPorts, nextPort, startXvfb, until } from './webkit-host.ts';

const MINIBROWSER = WEBKIT_FILES.miniBrowser;
const WEBKIT_WEBDRIVER = WEBKIT_FILES.webKitWebDriver;

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: Keys.TAB,
  Escape: Keys.ESCAPE,
  Enter: Keys.ENTER,
  Shift: Keys.SHIFT,
};

/**
 * A browser whose page never shows in the Web Inspector. startWebkit waits for
 * the inspector's server before the page exists, which prevents the common
 * case; should a page still stay off the list, the next browser started shows
 * its page at once: hence several starts.
 */
class NotInspectable extends Error {}

const STARTS = 5;

/** How many console markers this worker has logged (takeConsole). */
let markers = 0;

/** MiniBrowser, started again if its page does not show in the Web Inspector. */
export async function webkitDriver(options: LaunchOptions): Promise<Driver> {
  for (let start = 1; ; start += 1) {
    try {
      return await startWebkit(options);
    } catch (error) {
      if (!(error instanceof NotInspectable) || start === STARTS) throw error;
      console.warn(`${error.message}; starting it again (${start + 1} of ${STARTS})`);
    }
  }
}

/**
 * Kills a process started `detached` (a process group of its own) with all
 * it started, and waits until none is left: WebKit's web and network
 * processes outlive a killed MiniBrowser for a moment, and a MiniBrowser
 * started beside them may never become inspectable.
 */
async function killGroup(child: ChildProcess) {
  if (!child.pid) return;
  const alive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    return; // already gone
  }
  await until('its processes to exit', async () => (alive() ? undefined : true), 5_000).catch(
    () => {},
  );
}

async function startWebkit({ javaScript, colorScheme }: LaunchOptions): Promise<Driver> {
  const children: ChildProcess[] = [];
  const close = async () => {
    for (const child of children.toReversed()) await killGroup(child);
  };
  const xvfb = await startXvfb();
  children.push(xvfb.process);
  const inspectorPort = nextPort();
  const browser = spawn(
    MINIBROWSER,
    [
      '--automation',
      // Full screen: no browser chrome, and no minimum window width.
      '--full-screen',
      `--enable-javascript=${javaScript}`,
      ...(colorScheme === 'dark' ? ['--dark-mode'] : []),
    ],
    {
      env: {
        ...process.env,
        DISPLAY: xvfb.display,
        WEBKIT_INSPECTOR_HTTP_SERVER: `127.0.0.1:${inspectorPort}`,
      },
      stdio: 'ignore',
      detached: true,
    },
  );
  children.push(browser);
  try {
    // Beside the inspector's HTTP server, the browser listens on a port of its
    // choosing for automation; WebKitWebDriver attaches to that one.
    const automationPort = await until('the automation port', async () =>
      listeningPorts(browser.pid ?? 0).find((port) => port !== inspectorPort),
    );
    // A page created before the inspector's server answers never shows in its
    // list, and on a loaded machine the page can come first: so the server
    // must answer before the session opens its page.
    await until('the Web Inspector server', async () =>
      (await fetch(`http://127.0.0.1:${inspectorPort}/`)).ok ? true : undefined,
    );
    const driverPort = nextPort();
    const webDriver = spawn(
      WEBKIT_WEBDRIVER,
      [`--port=${driverPort}`, `--target=127.0.0.1:${automationPort}`],
      { stdio: 'ignore', detached: true },
    );
    children.push(webDriver);

    const server = `http://127.0.0.1:${driverPort}`;
    await until('WebKitWebDriver', async () =>
      (await fetch(`${server}/status`)).ok ? true : undefined,
    );
    const session = new Builder()
      .usingServer(server)
      .withCapabilities({ browserName: 'MiniBrowser' })
      .build();

    // A first load makes the session's page a target of the Web Inspector:
    // without it, a browser started with JavaScript off often listed none.
    await session.get('about:blank');
    const inspector = await inspectorConsole(inspectorPort);

    const driver: Driver = {
      engine: 'webkit',
      async setViewport(width, height) {
        await session.manage().window().setRect({ width, height });
      },
      async goto(url) {
        await session.get(url);
      },
      async evaluate<T>(expression: string) {
        return session.executeScript<T>(`return (${expression});`);
      },
      async clickAt(x, y) {
        const pointer = { x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT };
        await session.actions().move(pointer).press().release().perform();
      },
      async press(key: Key) {
        const keys = key === 'Shift+Tab' ? [KEYS.Shift, KEYS.Tab] : [KEYS[key]];
        let actions = session.actions();
        for (const value of keys) actions = actions.keyDown(value);
        for (const value of keys.toReversed()) actions = actions.keyUp(value);
        await actions.perform();
      },
      roles: async (selector) =>
        Promise.all((await session.findElements(By.css(selector))).map((one) => one.getAriaRole())),
      // The inspector's messages arrive on a socket of their own: a marker logged last, once
      // it arrives, says every message before it has.
      async takeConsole() {
        const marker = `console-marker-${++markers}`;
        await session.executeScript('console.warn(arguments[0]);', marker);
        return inspector.take(marker);
      },
      async close() {
        inspector.close();
        await session.quit().catch(() => {});
        await close();
      },
    };
    return driver;
  } catch (error) {
    await close();
    throw error;
  }
}

interface InspectorMessage {
  method?: string;
  params?: {
    targetInfo?: { targetId: string };
    targetId?: string;
    message?: string;
  };
}

/** Follows the page's console through the Web Inspector protocol. */
async function inspectorConsole(port: number) {
  let html = '';
  const listing = await until(
    'the Web Inspector',
    async () => {
      html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      return /ws=' \+ window\.location\.host \+ '([^']+)'/.exec(html)?.[1];
    },
    10_000,
  ).catch((error: Error) => {
    throw new NotInspectable(
      `${error.message}; it listed: ${html.replace(/<style>.*<\/style>/s, '').slice(0, 400)}`,
    );
  });
  const socket = new WebSocket(`ws://127.0.0.1:${port}${listing}`);
  const log = consoleLog();
  const seen = new Set<string>();
  let id = 0;
  const enable = (targetId: string) =>
    socket.send(
      JSON.stringify({
        id: ++id,
        method: 'Target.sendMessageToTarget',
        params: { targetId, message: JSON.stringify({ id, method: 'Console.enable' }) },
      }),
    );
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as InspectorMessage;
    // Each page (a new one after a cross-process navigation) is a target of its own.
    if (message.method === 'Target.targetCreated' && message.params?.targetInfo)
      enable(message.params.targetInfo.targetId);
    if (message.method !== 'Target.dispatchMessageFromTarget' || !message.params?.message) return;
    const inner = JSON.parse(message.params.message) as {
      method?: string;
      params?: { message?: { level: string; text: string; url?: string } };
    };
    const entry = inner.method === 'Console.messageAdded' ? inner.params?.message : undefined;
    if (entry?.text.startsWith('console-marker-')) seen.add(entry.text.trim());
    else if (entry && (entry.level === 'error' || entry.level === 'warning'))
      log.message(entry.level, entry.text.trim(), entry.url);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    /** What was logged up to `marker`, once the marker has arrived; the marker left out. */
    async take(marker: string) {
      await until(`the console marker ${marker}`, async () =>
        seen.has(marker) ? true : undefined,
      );
      seen.delete(marker);
      return log.take();
    },
    close: () => socket.close(),
  };
}
