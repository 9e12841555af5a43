import { documents, expectNoViolations } from '../axe.ts';
import { bothSizesOnHome, test } from '../fixtures.ts';

// Every page as a first visit shows it, before the app starts; with the app
// running, in both themes and with the menu open, in wcag.spec.ts.
for (const path of documents) {
  test(
    `${path} has no accessibility violations as prerendered`,
    { tag: bothSizesOnHome(path) },
    async ({ page }, testInfo) => {
      await page.goto(path);
      await expectNoViolations(page, testInfo, `${path}, prerendered`);
    },
  );
}
