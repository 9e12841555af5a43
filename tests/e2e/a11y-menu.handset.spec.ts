import { documents, expectNoViolations } from './axe';
import { expect, test } from './fixtures';

for (const path of documents) {
  test.describe(path, () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`has no accessibility violations with the menu open, ${colorScheme} theme`, async ({
        page,
      }, testInfo) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Toggle sidenav' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // Let the 400ms slide-in finish so colours are measured at rest.
        await page.waitForTimeout(500);
        await expectNoViolations(page, testInfo, `${path}, ${colorScheme}, menu open`);
      });
    }
  });
}
