import { documents, expectNoViolations } from '../axe.ts';
import { animationsDone, everyday, expect, openApp, test } from '../fixtures.ts';

for (const path of documents) {
  test(
    `${path} has no accessibility violations with the menu open, light or dark`,
    {
      tag: everyday(path),
    },
    async ({ page }, testInfo) => {
      await openApp(page, path);
      await page.getByRole('button', { name: 'Toggle sidenav' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Colours are measured at rest, once the slide-in has finished.
      await animationsDone(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoViolations(page, testInfo, `${path}, ${colorScheme}, menu open`);
      }
    },
  );
}
