import { home } from '../../../app/content/home.ts';
import { listedPage, notFoundPage } from '../../../app/content/pages.ts';
import { ANY_SIZE, expect, inSite, test } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';

// Chromium reports the document's own 404 status in the console.

test(
  'an unknown path answers 404 with the not-found page inside the shell',
  { tag: ANY_SIZE },
  async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFoundPage.title })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    // Ways on: booking, the portfolio while there is one, and home.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: site.bookingLabel })).toBeVisible();
    const portfolio = listedPage('/portfolio');
    if (portfolio)
      await expect(main.getByRole('link', { name: portfolio.label, exact: true })).toHaveAttribute(
        'href',
        inSite(portfolio.path),
      );

    await page.getByRole('main').getByRole('link', { name: site.words.homeLink }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
  },
);
