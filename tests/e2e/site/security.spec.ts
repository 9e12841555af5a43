import { contactPath, pageFor } from '../../../app/content/pages.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FULL, expect, startApp, test } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';

/** The copy of each page that GitHub Pages serves, which carries its policy in a meta element. */
const githubPagesCopy = (urlPath: string) =>
  readFileSync(
    path.join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      'build',
      'github-pages',
      `${urlPath.slice(1)}.html`,
    ),
    'utf8',
  );

// Each page's headers and exact policy, on every host runtime, are the HTTP
// suite's (tests/http/hosts.spec.ts), and the GitHub Pages copies' meta
// policies github-pages.spec.ts's; every browser test fails on a breach
// (tests/e2e/fixtures.ts). Here: the policy does block what the build did not hash.
test.describe('an inline script the build did not hash', { tag: FULL }, () => {
  // The browser's console message and the breach it reports to the page.
  test.use({ expectedConsole: /Content Security Policy/ });

  for (const delivery of ['header', 'meta element'] as const) {
    test(`is blocked and reported under the policy's ${delivery}`, async ({
      page,
      cspViolations,
    }) => {
      await page.route('**/home', async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        // A host that reads no header configuration (GitHub Pages) serves its own copy.
        if (delivery === 'meta element') delete headers['content-security-policy'];
        const served = delivery === 'header' ? await response.text() : githubPagesCopy('/home');
        const body = served.replace('</body>', '<script>window.injected = true;</script></body>');
        await route.fulfill({ response, body, headers });
      });
      await page.goto('/home');
      await startApp(page);
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      expect(cspViolations.length).toBeGreaterThan(0);
      for (const violation of cspViolations)
        expect(violation).toMatch(/^script-src-elem: inline at .*\/home:/);
      // The site's own scripts still ran (startApp waited for it): the page navigates.
      await page
        .getByRole('navigation', { name: site.words.navigation })
        .getByRole('link', { name: pageFor(contactPath).label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
    });
  }
});
