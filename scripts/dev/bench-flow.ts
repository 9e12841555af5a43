/** The user flow the benchmark times on a phone: three taps, from a fresh page load. */
import type { FlowPage } from './lighthouse.ts';

const TOGGLE = 'button[aria-label="Toggle sidenav"]';
const hydrated = "'hydrated' in document.documentElement.dataset";
const still = "document.getAnimations().every((animation) => animation.playState !== 'running')";

/** The three interactions, on a phone, from a fresh page load. */
export function interactionSteps(url: string) {
  return [
    {
      name: 'tap on the menu button as the page has painted (starts the app)',
      before: async (page: FlowPage) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      run: async (page: FlowPage) => {
        await page.tap(TOGGLE);
        await page.waitForSelector('#side-menu', { visible: true });
        await page.waitForFunction(hydrated);
        await page.waitForFunction(still);
      },
    },
    {
      name: 'tap on the menu button once the app runs',
      before: async (page: FlowPage) => {
        await page.keyboard.press('Escape');
        await page.waitForFunction(
          "!document.querySelector('#side-menu:popover-open, #side-menu[open]')",
        );
        await page.waitForFunction(still);
      },
      run: async (page: FlowPage) => {
        await page.tap(TOGGLE);
        await page.waitForSelector('#side-menu[open]', { visible: true });
        await page.waitForFunction(still);
      },
    },
    {
      name: 'choosing Services in the menu',
      run: async (page: FlowPage) => {
        await page.tap('#side-menu a[href="/services"]');
        await page.waitForFunction(
          "document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'SERVICES'",
        );
        await page.waitForFunction(still);
      },
    },
  ];
}
