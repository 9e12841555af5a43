import { homePath } from '../../../app/content/pages.ts';
import { siteRoot } from '../../../app/lib/meta.ts';
import { ANY_SIZE, expect, inSite, test } from '../fixtures.ts';

test(
  'the empty path answers with a permanent redirect to /home',
  { tag: ANY_SIZE },
  async ({ request, baseURL }) => {
    const root = new URL(siteRoot, baseURL);
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
