import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contactPath, pageFor } from '../../../app/content/pages.ts';
import { expect, inSite, openApp, test } from '../fixtures.ts';

const assets = path.join(import.meta.dirname, '..', '..', '..', 'build', 'client', 'assets');

test('a browser without WebMCP never fetches the tools', async ({ page }) => {
  // The chunk that registers the tools, known by a tool's name (files are named by their hashes).
  const chunk = readdirSync(assets).find(
    (file) =>
      file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('get_contact'),
  );
  expect(chunk, 'the tools are built into a chunk of their own').toBeDefined();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openApp(page, '/home');
  expect(await page.evaluate(() => 'modelContext' in document)).toBe(false);
  const contact = pageFor(contactPath);
  await page.getByRole('link', { name: contact.label, exact: true }).first().click();
  await expect(page).toHaveURL(inSite(contact.path));
  await page.waitForLoadState('networkidle');
  expect(
    fetched.some((file) => file.endsWith('.js')),
    'scripts were loaded',
  ).toBe(true);
  expect(fetched).not.toContain(`/assets/${chunk}`);
});
