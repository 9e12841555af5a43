import { about } from '../../../app/content/about.ts';
import { portfolio } from '../../../app/content/projects.ts';
import { caseStudyPages } from '../../../app/lib/site-pages.ts';
import { ANY_SIZE, expect, ifListed, pages, test } from '../fixtures.ts';

/* The pictures as a visitor's browser gets them: formats, sizes, and when each is fetched. */

for (const { path } of pages)
  test(
    `${path}: every image loads, in a modern format, with alt text and its size reserved`,
    { tag: ANY_SIZE },
    async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const images = page.getByRole('main').locator('img');
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('alt', /\S/);
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        await expect
          .poll(() =>
            image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
          )
          .toBeGreaterThan(0);
        const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
        expect(source, `${path}: ${source}`).toMatch(/\.(svg|avif)$/);
      }
    },
  );

for (const path of ifListed('/about'))
  test('the portrait above the fold loads at once', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('img', { name: about.portrait.alt, exact: true })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

// A project the owner may not show (internal, under agreement) is told in words, without a picture.
const pictured = portfolio.projects
  .filter((project) => project.sites.some((site) => site.screenshot) || project.gallery?.length)
  .map((project) => `/${project.slug}`);
const withPictures = [
  ...ifListed('/portfolio'),
  ...caseStudyPages.map((entry) => entry.path),
].filter(
  (path) =>
    pictured.length > 0 && (path === '/portfolio' || pictured.some((slug) => path.endsWith(slug))),
);

for (const path of withPictures)
  test(`${path}: the first screenshot loads at once; screenshots below the fold wait`, async ({
    page,
  }) => {
    await page.goto(path);
    const images = page.getByRole('main').locator('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    const below = await images.evaluateAll((all) =>
      all
        .filter((image) => image.getBoundingClientRect().top > window.innerHeight)
        .map((image) => image.getAttribute('loading')),
    );
    expect(
      below.every((loading) => loading === 'lazy'),
      below.join(),
    ).toBe(true);
  });

for (const path of ifListed('/portfolio'))
  test('on a slow connection, screenshots far down /portfolio are fetched only as the visitor nears them', async ({
    page,
  }) => {
    // The latency of a slow phone connection, on which Chromium fetches lazy
    // images from further below the screen, at first layout, beside the font.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    const screenshots = await page.getByRole('main').locator('article img').all();
    const far = [];
    for (const image of screenshots) {
      const { top, candidates } = await image.evaluate((element: HTMLImageElement) => ({
        top: element.getBoundingClientRect().top / window.innerHeight,
        // Every file the picture could use, in any format and width.
        candidates: [element, ...(element.parentElement?.querySelectorAll('source') ?? [])]
          .flatMap((source) => (source.getAttribute('srcset') ?? '').split(','))
          .map((candidate) => candidate.trim().split(' ')[0] ?? ''),
      }));
      // Further than a screen and a half below the screen.
      if (top > 2.5) far.push({ image, candidates });
    }
    // A short portfolio has nothing far down to hold back.
    test.skip(far.length === 0, 'no screenshot is far down /portfolio');
    for (const { candidates } of far) {
      expect(candidates.filter((file) => requested.has(file))).toEqual([]);
    }

    const last = far.at(-1)!.image;
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        last.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
      )
      .toBeGreaterThan(0);
  });

// A picture drawn for the dark theme (a `dark` file) is the one a dark theme shows, undimmed;
// any other is dimmed there, and a light theme shows every picture as it is.
for (const path of ifListed('/portfolio'))
  test('each theme is shown its own version of a picture', { tag: ANY_SIZE }, async ({ page }) => {
    const themed = portfolio.projects.filter((project) =>
      project.sites.some((site) => site.screenshot?.dark),
    );
    test.skip(themed.length === 0, 'no picture in projects.ts has a version for the dark theme');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path, { waitUntil: 'networkidle' });
      for (const project of themed) {
        const image = page.getByRole('article', { name: project.title }).getByRole('img');
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
          .not.toBe('');
        const shown = await image.evaluate((element: HTMLImageElement) => ({
          dark: [...element.parentElement!.querySelectorAll('source[media]')].some((source) =>
            source
              .getAttribute('srcset')!
              .split(', ')
              .some((candidate) => element.currentSrc.endsWith(candidate.split(' ')[0]!)),
          ),
          filter: getComputedStyle(element).filter,
        }));
        expect(shown, `${project.slug}, ${colorScheme}`).toEqual({
          dark: colorScheme === 'dark',
          filter: 'none',
        });
      }
    }
  });
