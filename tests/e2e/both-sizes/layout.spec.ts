import type { Page } from '@playwright/test';
import { everyday, expect, openApp, pages, startApp, test } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';

/**
 * Sum of layout shifts the page reported since it started loading, once it
 * is idle: every animation on the clock finished, and two idle callbacks in a row with no
 * new shift. Callers start the app first, so its hydration is counted.
 */
async function cumulativeLayoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        let entries = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += (entry as PerformanceEntry & { value: number }).value;
            entries += 1;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        let seen = -1;
        // Or 100 ms without an idle period: the headless shell has none while
        // nothing draws.
        const whenIdle = () =>
          requestIdleCallback(
            () => {
              const running = document
                .getAnimations()
                .some((a) => a.playState === 'running' && a.timeline === document.timeline);
              if (!running && entries === seen) resolve(total);
              else {
                seen = entries;
                whenIdle();
              }
            },
            { timeout: 100 },
          );
        whenIdle();
      }),
  );
}

for (const entry of pages) {
  test(
    `${entry.path} loads and hydrates without any layout shift`,
    {
      tag: everyday(entry.path),
    },
    async ({ page }) => {
      await openApp(page, entry.path);
      expect(await cumulativeLayoutShift(page)).toBe(0);
    },
  );
}

test('the menu mode follows the viewport as it is resized', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, '/home');
  const toggle = page.getByRole('button', { name: site.words.menuButton });
  await expect(page.getByRole('navigation', { name: site.words.navigation })).toBeVisible();
  await expect(toggle).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('navigation', { name: site.words.navigation })).toHaveCount(0);
  await toggle.click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // Growing out of handset size while the overlay is open closes it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: site.words.navigation })).toBeVisible();
  await expect(toggle).toBeHidden();

  // A phone turned sideways is still a handset.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(toggle).toBeVisible();
});

test('menu transitions take 400ms, and none under reduced motion', async ({ page }) => {
  const duration = () =>
    page.locator('#side-menu').evaluate((element) => getComputedStyle(element).transitionDuration);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  expect((await duration()).split(', ')).toContain('0.4s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await duration()).split(', ')).toEqual(['0s', '0s', '0s']);
});

for (const entry of pages) {
  test(
    `${entry.path}: a font that arrives late moves nothing`,
    {
      tag: everyday(entry.path),
    },
    async ({ page }) => {
      // Figtree held back well past the first paint, as on a slow connection.
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(entry.path);
      await page.evaluate(() => document.fonts.ready);
      await startApp(page);
      expect(await cumulativeLayoutShift(page)).toBe(0);
    },
  );
}
