import { expect, test } from './fixtures';

// The blocked scripts show up as failed loads, and the failed start is reported
// (SPEC part one, section 8); nothing else may reach the console.
test.use({
  expectedConsole: /Failed to load resource: net::ERR_FAILED|The site could not start/,
});

test('if the app cannot start, the prerendered page stays complete and usable', async ({
  page,
  isMobile,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  const reported = page.waitForEvent('console', (message) =>
    message.text().startsWith('The site could not start'),
  );
  await page.goto('/services');
  await reported;
  await expect(page.getByRole('heading', { level: 1, name: 'SERVICES' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Toggle sidenav' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ABOUT' })).toBeVisible();
});
