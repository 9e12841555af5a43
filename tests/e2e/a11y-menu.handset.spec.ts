import { documents, expectNoViolations } from './axe';
import { expect, test } from './fixtures';

for (const path of documents) {
  test.describe(path, () => {
    if (path === '/no-such-page') test.use({ expectedConsole: /status of 404/ });

    test('has no accessibility violations with the menu open', async ({ page }, testInfo) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Toggle sidenav' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Let the 400ms slide-in finish so colours are measured at rest.
      await page.waitForTimeout(500);
      await expectNoViolations(page, testInfo, `${path}, menu open`);
    });
  });
}
