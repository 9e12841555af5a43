import path from 'node:path';
import sharp from 'sharp';
import { homePath } from '../../../app/content/pages.ts';
import {
  NOT_SHIPPED,
  ownSite,
  recordShippedContent,
  shippedContent,
} from '../../support/shipped-content.ts';
import { STILL_SIZES, STILL_THEMES, readyForStill } from '../../support/stills.ts';
import { animationsDone, expect, ifListed, sampledPages, test } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';

/*
 * Visual regression: every page (one case study for all), on a phone and a desktop, light and dark,
 * against the committed pictures in tests/e2e/__screenshots__/. Figtree is
 * self-hosted, so the text renders the same on any machine with Debian's
 * Chromium. After an intended change of look:
 *
 *   npm run test:visual -- --update-snapshots
 *
 * and review the changed PNGs before committing them. The same command takes
 * the portfolio's screenshot of this site afresh (the last test below): build
 * and run it again, so that the baselines show the new one.
 *
 * The pictures guard the template's own look, so they are compared only while
 * app/content/ is the content they were taken with (content.sha256 beside
 * them, which the same command records): an owner's words, colours and
 * pictures skip them, saying so (docs/decisions/029-the-baselines-guard-the-templates-look.md).
 */
/**
 * How long a whole page may take to hold still: it is shot until two shots in
 * a row match, and a long page on a loaded machine outlasts the default 5 s.
 */
const STEADY = 20_000;

const contentFolder = path.join(import.meta.dirname, '..', '..', '..', 'app', 'content');

/** Whether this run takes the pictures afresh (`--update-snapshots`), rather than comparing. */
const retaking = () => ['all', 'changed'].includes(test.info().config.updateSnapshots);

test.beforeEach(() => {
  test.skip(
    !shippedContent && !retaking(),
    `${NOT_SHIPPED}: the baselines guard the template’s look, not yours`,
  );
});

test('the baselines record the content they show, when they are taken', () => {
  test.skip(!retaking(), 'recorded by --update-snapshots');
  recordShippedContent();
});

for (const [size, device] of Object.entries(STILL_SIZES)) {
  for (const theme of STILL_THEMES) {
    test.describe(`${size}, ${theme}`, () => {
      test.use({ ...device, colorScheme: theme, reducedMotion: 'reduce' });
      for (const { path } of sampledPages) {
        test(`${path} looks as it did, with the shipped content`, async ({ page }) => {
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
  test('the menu open over /home looks as it did, with the shipped content', async ({ page }) => {
    await page.goto('/home');
    await readyForStill(page);
    await page.getByRole('button', { name: site.words.menuButton }).click();
    await animationsDone(page);
    await expect(page).toHaveScreenshot('home-phone-menu-forced-colors.png');
  });
});

test.describe('desktop, forced colours', () => {
  test.use({ ...STILL_SIZES.desktop, forcedColors: 'active', reducedMotion: 'reduce' });
  for (const path of ifListed('/services'))
    test(`${path} looks as it did, with the shipped content`, async ({ page }) => {
      await page.goto(path);
      await readyForStill(page);
      await expect(page).toHaveScreenshot('services-desktop-forced-colors.png', {
        fullPage: true,
        timeout: STEADY,
      });
    });
});

test.describe('this site, as the portfolio shows it', () => {
  test.use({
    viewport: { width: 1440, height: 900 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  for (const screenshot of ownSite?.screenshot ? [ownSite.screenshot] : [])
    test(`${screenshot.file} is the home page as it is`, async ({ page }) => {
      // Only `--update-snapshots` ("changed", or "all") takes it; any other run leaves it be.
      test.skip(!retaking(), 'taken with --update-snapshots');
      await page.goto(homePath);
      await readyForStill(page);
      // 16:10, as every screenshot is (app/content/schema.ts).
      await sharp(await page.screenshot())
        .resize(1600, 1000)
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(path.join(contentFolder, 'images', 'screenshots', screenshot.file));
    });
});
