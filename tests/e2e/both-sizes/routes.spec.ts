import { site } from '../../../app/content/site.ts';
import { homePath } from '../../../app/content/pages.ts';
import { basePath } from '../../../app/lib/meta.ts';
import { ANY_SIZE, expect, inSite, pages, test } from '../fixtures.ts';

for (const entry of pages) {
  test(
    `${entry.path} answers 200 with its own page inside the shell`,
    { tag: ANY_SIZE },
    async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${entry.title} | ${site.studioName}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('link', { name: site.studioName })).toHaveAttribute(
        'href',
        inSite(homePath),
      );
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${site.copyrightYear} ${site.ownerName}`);
      await expect(footer).toContainText('built with React');
      // The accessibility statement's one line: the standard, and where to report a barrier.
      await expect(footer).toContainText('WCAG 2.2 AA');
      await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}?subject=Accessibility%20problem`,
      );
    },
  );
}

test(
  'the empty path answers with a permanent redirect to /home',
  { tag: ANY_SIZE },
  async ({ request, baseURL }) => {
    // The site's root: "/", or a base path as it is typed, without a slash after it.
    const root = new URL(basePath.replace(/(.)\/$/, '$1'), baseURL);
    const response = await request.get(root.href, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(inSite(homePath));
  },
);

test(
  'a browser opening the bare address lands on the home page',
  { tag: ANY_SIZE },
  async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HOME' })).toBeVisible();
  },
);

test('the footer text is at most 600px wide', async ({ page }) => {
  await page.goto('/home');
  const box = await page.getByRole('contentinfo').locator('p').first().boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.width).toBeLessThanOrEqual(600);
});
