import { contactPath } from '../../../app/content/pages.ts';
import { wcagLuminance as luminance } from 'culori';
import { ANY_SIZE, expect, test } from '../fixtures.ts';

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(
      `the page is already in the ${colorScheme} theme the system asks for`,
      { tag: ANY_SIZE },
      async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto('/home');
        const [text, background] = await page.evaluate(() => {
          const style = getComputedStyle(document.body);
          return [style.color, style.backgroundColor];
        });
        if (colorScheme === 'dark') {
          expect(luminance(background)).toBeLessThan(0.05);
          expect(luminance(text)).toBeGreaterThan(0.6);
        } else {
          expect(luminance(background)).toBeGreaterThan(0.9);
          expect(luminance(text)).toBeLessThan(0.05);
        }
        const themeColor = await page
          .locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${colorScheme})"]`)
          .getAttribute('content');
        // The browser's own bar takes the toolbar's colour, so the two read as one.
        const toolbar = await page
          .getByRole('banner')
          .evaluate((element) => getComputedStyle(element).backgroundColor);
        const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(themeColor!.slice(at, at + 2), 16));
        expect(
          `rgb(${r}, ${g}, ${b})`,
          `the browser's bar against the toolbar's --color-brand (app/styles/tokens.css)`,
        ).toBe(toolbar);
      },
    );
  }
});

test(
  'switching the system theme switches the page at once, without a reload',
  { tag: ANY_SIZE },
  async ({ page }) => {
    await page.goto(contactPath, { waitUntil: 'networkidle' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background()).not.toBe(light);
  },
);
