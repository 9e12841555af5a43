import { expect, test } from './fixtures';

// The blocked scripts show up as failed loads in the console; nothing else may.
test.use({ expectedConsole: [/Failed to load resource: net::ERR_FAILED/] });

test('if the app cannot start, the prerendered page stays complete and usable', async ({
  page,
  isMobile,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'SERVICES' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Toggle sidenav' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ABOUT' })).toBeVisible();
});
