import { documents, expectNoViolations } from '../axe.ts';
import { bothSizesOnHome, everyday, expect, test } from '../fixtures.ts';

for (const path of documents) {
  test.describe(path, () => {
    test(
      'has no accessibility violations in the light theme, and every landmark',
      { tag: bothSizesOnHome(path) },
      async ({ page, isMobile }, testInfo) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await expectNoViolations(page, testInfo, `${path}, light, menu closed`);
        // Headings and link text are checked on the prerendered HTML in site/seo.spec.ts.
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        // On handsets the navigation lives in the menu dialog (SPEC: role dialog), so it is there once opened.
        if (isMobile) await page.getByRole('button', { name: 'Toggle sidenav' }).click();
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
      },
    );
    test(
      'has no accessibility violations in the dark theme',
      // The dark theme changes colours alone: the everyday run checks it on one page.
      { tag: everyday(path) },
      async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(path);
        await expectNoViolations(page, testInfo, `${path}, dark, menu closed`);
      },
    );
  });
}
