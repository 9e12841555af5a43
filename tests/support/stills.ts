/**
 * Readies a page for a picture of itself (the visual regression tests, the
 * line-length check): reloaded with its font cached, hydrated, every part
 * drawn that `content-visibility: auto` leaves undrawn far from the screen
 * (a full-page capture does not scroll), every lazy image loaded and decoded,
 * so that a full-page capture shows the whole page as a visitor scrolling
 * through it would see it.
 */
import type { Page } from '@playwright/test';
import { DESKTOP, HANDSET } from './screens.ts';

export const STILL_SIZES = { phone: HANDSET, desktop: DESKTOP } as const;

export const STILL_THEMES = ['light', 'dark'] as const;

/**
 * Whether every face the page has loaded draws its text: a face that missed its moment
 * (`font-display: optional`) is kept out for the page's life though it has loaded, and text set
 * in it measures as its fallback's does.
 */
const drawnInItsFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const width = (family: string) => {
      const probe = document.createElement('span');
      probe.textContent = 'Hamburgefonstiv 0123';
      probe.style.cssText = `position: absolute; visibility: hidden; white-space: nowrap; font: 400 40px ${family}`;
      document.body.append(probe);
      const measured = probe.getBoundingClientRect().width;
      probe.remove();
      return measured;
    };
    const families = new Set(
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    return [...families].every((family) => width(`${family}, serif`) !== width('serif'));
  });

/**
 * Reloads the page and starts the app, so that it is drawn in Figtree (and a post's code in its
 * face) whatever the machine's speed: the faces are `font-display: optional`, and on a busy
 * machine a visit may keep a fallback even with the font cached. It reloads until every face it
 * loaded draws, a few times at most, counting reloads, never time.
 */
export async function reloadInFigtree(page: Page) {
  for (let reload = 0; reload < 5; reload += 1) {
    await page.reload();
    // The app starts on a first sign of intent, such as a key (scripts/build/optimize-html.ts).
    await page.keyboard.press('Shift');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    if (await drawnInItsFaces(page)) return;
  }
}

export async function readyForStill(page: Page) {
  await reloadInFigtree(page);
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}
