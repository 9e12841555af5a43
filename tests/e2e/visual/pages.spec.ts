import { STILL_SIZES, STILL_THEMES, readyForStill } from '../../support/stills.ts';
import { animationsDone, expect, ifListed, sampledPages, test } from '../fixtures.ts';

/*
 * Visual regression: every page (one case study for all), on a phone and a desktop, light and dark,
 * against the committed pictures in tests/e2e/__screenshots__/. Figtree is
 * self-hosted, so the text renders the same on any machine with Debian's
 * Chromium. After an intended change of look:
 *
 *   npm run test:visual -- --update-snapshots
 *
 * and review the changed PNGs before committing them.
 */
/**
 * How long a whole page may take to hold still: it is shot until two shots in
 * a row match, and a long page on a loaded machine outlasts the default 5 s.
 */
const STEADY = 20_000;

for (const [size, device] of Object.entries(STILL_SIZES)) {
  for (const theme of STILL_THEMES) {
    test.describe(`${size}, ${theme}`, () => {
      test.use({ ...device, colorScheme: theme, reducedMotion: 'reduce' });
      for (const { path } of sampledPages) {
        test(`${path} looks as it did`, async ({ page }) => {
          await page.goto(path);
          await readyForStill(page);
          await expect(page).toHaveScreenshot(`${path.slice(1)}-${size}-${theme}.png`, {
            fullPage: true,
            timeout: STEADY,
          });
        });
      }
    });
  }
}

// Forced colours, as Windows High Contrast draws the site: the phone's open
// menu over the home page, and the desktop's panel beside the tier table.
test.describe('phone, forced colours', () => {
  test.use({ ...STILL_SIZES.phone, forcedColors: 'active', reducedMotion: 'reduce' });
  test('the menu open over /home looks as it did', async ({ page }) => {
    await page.goto('/home');
    await readyForStill(page);
    await page.getByRole('button', { name: 'Toggle sidenav' }).click();
    await animationsDone(page);
    await expect(page).toHaveScreenshot('home-phone-menu-forced-colors.png');
  });
});

test.describe('desktop, forced colours', () => {
  test.use({ ...STILL_SIZES.desktop, forcedColors: 'active', reducedMotion: 'reduce' });
  for (const path of ifListed('/services'))
    test(`${path} looks as it did`, async ({ page }) => {
      await page.goto(path);
      await readyForStill(page);
      await expect(page).toHaveScreenshot('services-desktop-forced-colors.png', {
        fullPage: true,
        timeout: STEADY,
      });
    });
});
