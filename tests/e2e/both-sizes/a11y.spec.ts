import { documents, expectNoViolations } from '../axe.ts';
import { bothSizesOnHome, everyday, expect, openApp, pages, test } from '../fixtures.ts';

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

for (const entry of pages) {
  test(
    `${entry.path}: every element reached by Tab shows a visible focus ring`,
    {
      tag: everyday(entry.path),
    },
    async ({ page }) => {
      await openApp(page, entry.path);
      const count = await page.locator('a[href]:visible, button:visible').count();
      const seen = new Set<string>();
      // Once round the page: every link and button, then back to the start.
      for (let step = 0; step <= count + 1; step += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          return {
            // Its place in the document too: two links may have the same text and target.
            name: `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" ${element.getAttribute('href') ?? ''} (element ${[...document.querySelectorAll('*')].indexOf(element)})`,
            ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          };
        });
        if (!focus || seen.has(focus.name)) continue;
        seen.add(focus.name);
        expect(focus.ring, `focus ring on ${focus.name}`).toBe(true);
      }
      expect(seen.size).toBeGreaterThanOrEqual(count - 1);
    },
  );
}
