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
 * Reloads the page and starts the app, so that it is drawn in Figtree whatever
 * the machine's speed: Figtree is `font-display: optional`, and on a busy
 * machine a first visit may keep the fallback face. From the cache, it is
 * always in time.
 */
export async function reloadInFigtree(page: Page) {
  await page.reload();
  // The app starts on a first sign of intent, such as a key (scripts/build/optimize-html.ts).
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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
