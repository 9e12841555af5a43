import { type Project, portfolio } from '../../../app/content/projects.ts';
import { animationsDone, everyday, expect, openApp, pages, test } from '../fixtures.ts';

const FONT_BUDGET_KB = 60;

for (const { path } of pages) {
  test(
    `${path} sets its text in Figtree, one preloaded file within ${FONT_BUDGET_KB} KB`,
    {
      tag: everyday(path),
    },
    async ({ page }) => {
      await openApp(page, path);
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\.woff2?$/.test(new URL(entry.name).pathname))
          .map((entry) => ({
            file: new URL(entry.name).pathname,
            kb: (entry as PerformanceResourceTiming).encodedBodySize / 1024,
            preloaded: (entry as PerformanceResourceTiming).initiatorType === 'link',
          })),
      );
      expect(fonts.length, 'font files loaded').toBeGreaterThanOrEqual(1);
      expect(fonts.length, 'font files loaded').toBeLessThanOrEqual(2);
      expect(fonts.reduce((sum, font) => sum + font.kb, 0)).toBeLessThanOrEqual(FONT_BUDGET_KB);
      expect(
        fonts.every((font) => font.preloaded),
        'every font file is preloaded',
      ).toBe(true);
      // The face the heading is drawn in is Figtree, loaded, not the fallback.
      const used = await page.locator('h1').evaluate((heading) => ({
        family: getComputedStyle(heading).fontFamily.split(',')[0]?.trim(),
        loaded: [...document.fonts].some((f) => f.family === 'Figtree' && f.status === 'loaded'),
      }));
      expect(used).toEqual({ family: 'Figtree', loaded: true });
    },
  );
}

test('portfolio cards stand two to a row on a 1280px screen, one on a phone', async ({
  page,
}, testInfo) => {
  await openApp(page, '/portfolio');
  const lefts = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  expect(lefts).toHaveLength(portfolio.projects.length);
  expect(new Set(lefts).size).toBe(testInfo.project.name.startsWith('desktop') ? 2 : 1);
});

const projects: readonly Project[] = portfolio.projects;
const featured = projects.filter((project) => project.featured);

test('the home page shows the featured projects, each linking to its card', async ({ page }) => {
  await openApp(page, '/home');
  const strip = page.getByRole('region', { name: 'Selected work' });
  const items = strip.getByRole('listitem');
  await expect(items).toHaveCount(featured.length);
  for (const [index, project] of featured.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(project.title);
    await expect(item.getByText(project.featured?.result ?? '')).toBeVisible();
    await expect(item.getByRole('img')).toHaveAttribute('alt', project.sites[0]!.screenshot.alt);
    await expect(item.getByRole('link')).toHaveAttribute('href', `/portfolio#${project.slug}`);
  }
  // The way on to the rest counts them all, whatever projects.ts holds.
  await expect(
    strip.getByRole('link', { name: `All ${projects.length} projects` }),
  ).toHaveAttribute('href', '/portfolio');

  // Choosing one lands on its card on /portfolio, in view, with focus on it.
  const last = featured.at(-1)!;
  await strip.getByRole('link', { name: last.title }).click();
  await expect(page).toHaveURL(`/portfolio#${last.slug}`);
  const card = page.getByRole('article', { name: last.title });
  await expect(card).toBeFocused();
  await animationsDone(page);
  await expect(card).toBeInViewport();
});

test('a link from elsewhere to a card opens /portfolio at that card', async ({ page }) => {
  // A card halfway down, so the browser has to scroll past the cards before it to land on it.
  const target = projects[Math.floor(projects.length / 2)]!;
  await page.goto(`/portfolio#${target.slug}`);
  const card = page.getByRole('article', { name: target.title });
  // The browser focuses the card it scrolled to, which starts the app.
  await expect(card).toBeFocused();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await animationsDone(page);
  const box = await card.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect(box?.y).toBeLessThan(page.viewportSize()!.height / 2);
});

test('a click anywhere on a featured card, the picture included, follows its link', async ({
  page,
}) => {
  await openApp(page, '/home');
  const item = page.getByRole('region', { name: 'Selected work' }).getByRole('listitem').first();
  // A visitor's click at the picture's centre; the link's overlay takes it.
  await item.scrollIntoViewIfNeeded();
  const picture = await item.getByRole('img').boundingBox();
  if (!picture) throw new Error('the featured picture is not on screen');
  await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
  await expect(page).toHaveURL(`/portfolio#${featured[0]!.slug}`);
});

test('each specialty is a card with its own inline icon, hidden from assistive technology', async ({
  page,
}) => {
  await page.goto('/home');
  const cards = page.getByRole('region', { name: 'Specialties' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const icons = await cards.evaluateAll((items) =>
    items.map((item) => {
      const svg = item.querySelector('svg');
      return svg ? `${svg.getAttribute('aria-hidden')}:${svg.innerHTML}` : 'none';
    }),
  );
  expect(icons.every((icon) => icon.startsWith('true:<path'))).toBe(true);
  expect(new Set(icons).size, 'each specialty has a different icon').toBe(3);
});
