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

export async function readyForStill(page: Page) {
  // Figtree is `font-display: optional`: on a busy machine a first visit may
  // be drawn in the fallback. From the cache, it is always in time.
  await page.reload();
  // The app starts on a first sign of intent, such as a key (scripts/build/optimize-html.ts).
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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
