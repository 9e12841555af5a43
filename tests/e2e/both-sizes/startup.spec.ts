import { contact } from '../../../app/content/contact.ts';
import { home } from '../../../app/content/home.ts';
import { contactPath, homePath, pageFor } from '../../../app/content/pages.ts';
import { ANY_SIZE, expect, test, touchOnly } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';

// The blocked scripts show up as failed loads; nothing else may reach the console.
test.use({ expectedConsole: /Failed to load resource: net::ERR_FAILED/ });

test(
  'if the app cannot start, the prerendered page stays complete and usable',
  { tag: ANY_SIZE },
  async ({ page, isMobile }) => {
    await page.route('**/*.js', (route) => route.abort());
    const blocked = page.waitForEvent('requestfailed');
    await page.goto(contactPath);
    await page.keyboard.press('Shift'); // the first sign of intent starts the app
    await blocked;
    await expect(page.getByRole('heading', { level: 1, name: contact.heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (isMobile) await page.getByRole('button', { name: site.words.menuButton }).click();
    await page
      .getByRole('navigation', { name: site.words.navigation })
      .getByRole('link', { name: pageFor(homePath).label, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
  },
);

test(
  'a visitor who only reads downloads no JavaScript, no stylesheet, and runs no app',
  { tag: ANY_SIZE },
  async ({ page }) => {
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await touchOnly(page);
    await page.goto(contactPath, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts).toEqual([]);
    // The page's CSS is inline; its stylesheet links are only there for React to hydrate against.
    expect(stylesheets).toEqual([]);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    // The first sign of intent starts it.
    await page.keyboard.press('Shift');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(stylesheets).toEqual([]);
  },
);
