import { documents, expectNoViolations } from './axe';
import { animationsDone, expect, openApp, test } from './fixtures';

for (const path of documents) {
  test.describe(path, () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`has no accessibility violations with the menu open, ${colorScheme} theme`, async ({
        page,
      }, testInfo) => {
        await page.emulateMedia({ colorScheme });
        await openApp(page, path);
        await page.getByRole('button', { name: 'Toggle sidenav' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // Colours are measured at rest, once the slide-in has finished.
        await animationsDone(page);
        await expectNoViolations(page, testInfo, `${path}, ${colorScheme}, menu open`);
      });
    }
  });
}
