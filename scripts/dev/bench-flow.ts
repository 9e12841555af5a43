/**
 * The user flow the benchmark times on a phone: the menu tap on the page
 * without the app (its menu a native popover), then three taps from a fresh
 * page load, in each run, so that the no-app tap is the app's yardstick
 * measured under the same load.
 */
import type { HTTPRequest } from 'puppeteer-core';
import type { FlowPage } from './lighthouse.ts';

const TOGGLE = 'button[aria-controls="side-menu"]';
const hydrated = "'hydrated' in document.documentElement.dataset";
const still = "document.getAnimations().every((animation) => animation.playState !== 'running')";
/**
 * How often a wait checks its condition in the page: every 100 ms, not every frame. Checked at
 * every frame, the waits' own calls (getAnimations, at the phone's CPU) ran on the main thread
 * inside the very frames being timed, and traces showed them delaying the taps' input.
 */
const polling = { polling: 100 };

/** The name of the step every other menu tap is compared with. */
export const NO_APP_TAP = 'tap on the menu button without the app (the popover, no script)';

/** The app's modules refused: the page stays as it is before a visitor's intent. */
const refuseScripts = (request: HTTPRequest) =>
  request.resourceType() === 'script' && new URL(request.url()).pathname.includes('/assets/')
    ? void request.abort()
    : void request.continue();

/** The interactions, on a phone. */
export function interactionSteps(url: string) {
  return [
    {
      name: NO_APP_TAP,
      before: async (page: FlowPage) => {
        await page.setRequestInterception(true);
        page.on('request', refuseScripts);
        await page.goto(url, { waitUntil: 'load' });
      },
      run: async (page: FlowPage) => {
        await page.tap(TOGGLE);
        await page.waitForSelector('#side-menu:popover-open', { visible: true });
        await page.waitForFunction(still, polling);
      },
    },
    {
      name: 'tap on the menu button as the page has painted (starts the app)',
      before: async (page: FlowPage) => {
        page.off('request', refuseScripts);
        await page.setRequestInterception(false);
        await page.goto(url, { waitUntil: 'load' });
      },
      run: async (page: FlowPage) => {
        await page.tap(TOGGLE);
        await page.waitForSelector('#side-menu', { visible: true });
        await page.waitForFunction(hydrated, polling);
        await page.waitForFunction(still, polling);
      },
    },
    {
      name: 'tap on the menu button once the app runs',
      before: async (page: FlowPage) => {
        await page.keyboard.press('Escape');
        await page.waitForFunction(
          "!document.querySelector('#side-menu:popover-open, #side-menu[open]')",
          polling,
        );
        await page.waitForFunction(still, polling);
      },
      run: async (page: FlowPage) => {
        await page.tap(TOGGLE);
        await page.waitForSelector('#side-menu[open]', { visible: true });
        await page.waitForFunction(still, polling);
      },
    },
    {
      name: 'choosing Services in the menu',
      run: async (page: FlowPage) => {
        await page.tap('#side-menu a[href="/services"]');
        await page.waitForFunction(
          "document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'SERVICES'",
          polling,
        );
        await page.waitForFunction(still, polling);
      },
    },
  ];
}
