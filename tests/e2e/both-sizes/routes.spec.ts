import { home } from '../../../app/content/home.ts';
import { ANY_SIZE, expect, test } from '../fixtures.ts';

// The empty path's permanent redirect itself: the HTTP suite, on every host runtime.
test(
  'a browser opening the bare address lands on the home page',
  { tag: ANY_SIZE },
  async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
  },
);

test('the footer text is at most 600px wide', async ({ page }) => {
  await page.goto('/home');
  const box = await page.getByRole('contentinfo').locator('p').first().boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.width).toBeLessThanOrEqual(600);
});
