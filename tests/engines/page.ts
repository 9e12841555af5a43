/** What the journeys do and ask of a page, in terms of the Driver interface. */
import { expect, test } from '@playwright/test';
import { sitePath } from '../../app/lib/meta.ts';
import type { Driver } from './drivers/index.ts';

/** A page of the site ('/home'), under its base path, at the project's base URL. */
export const url = (path: string) => `${test.info().project.use.baseURL ?? ''}${sitePath(path)}`;

export const MENU = 'dialog#side-menu';
export const TOGGLE = 'button[aria-controls="side-menu"]';

/**
 * Polls an expression until it is truthy. It waits as long as the test may
 * (timeout 0): how long a page takes is the machine's business, not the test's.
 */
export async function waitFor(driver: Driver, expression: string, what: string) {
  await expect
    .poll(() => driver.evaluate(expression), {
      message: `${driver.engine}: waiting for ${what} (${expression})`,
      timeout: 0,
    })
    .toBeTruthy();
}

/**
 * Loads a page and starts the app on it as a visitor does, with a first sign
 * of intent (a key: the app starts on nothing else), then waits until it has.
 * The key is pressed again while the app has not started: now and then
 * WebKitWebDriver loses a key sent just after a page loads (the page had
 * focus and was visible, and no keydown reached it), and a visitor whose key
 * went nowhere would press again.
 */
export async function openApp(driver: Driver, url: string) {
  await driver.goto(url);
  await expect
    .poll(
      async () => {
        if (await driver.evaluate(`'hydrated' in document.documentElement.dataset`)) return true;
        await driver.press('Shift');
        return false;
      },
      { message: `${driver.engine}: waiting for ${url} to hydrate`, timeout: 0 },
    )
    .toBe(true);
}

/** Waits until no animation or transition runs on the clock (the menu's slide, a view transition). */
export async function settled(driver: Driver) {
  await waitFor(
    driver,
    `document.getAnimations().every((a) => a.playState !== 'running' || a.timeline !== document.timeline)`,
    'animations to finish',
  );
}

/**
 * A real click in the middle of the first visible element the selector finds,
 * once nothing moves: a point taken mid-slide is where the element was.
 */
export async function click(driver: Driver, selector: string) {
  await settled(driver);
  const point = await driver.evaluate<{ x: number; y: number } | null>(`(() => {
    const element = [...document.querySelectorAll(${JSON.stringify(selector)})].find((candidate) =>
      candidate.checkVisibility(),
    );
    if (!element) return null;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  })()`);
  if (!point) throw new Error(`${driver.engine}: nothing visible matches ${selector}`);
  await driver.clickAt(point.x, point.y);
}

/** Describes the focused element: its tag, id, text and whether it is inside `within`. */
export function focused(driver: Driver, within = 'body') {
  return driver.evaluate<{ tag: string; text: string; inside: boolean }>(`(() => {
    const element = document.activeElement;
    return {
      tag: element ? element.tagName.toLowerCase() : '',
      text: element ? (element.getAttribute('aria-label') || element.textContent || '').trim() : '',
      inside: Boolean(element && element.closest(${JSON.stringify(within)})),
    };
  })()`);
}
