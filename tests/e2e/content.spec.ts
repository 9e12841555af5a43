import type { Page } from '@playwright/test';
import type { PagePath } from '../../app/content/pages';
import { site } from '../../app/content/site';
import { expect, pages, test } from './fixtures';

interface Outline {
  /** The page's h1. */
  readonly heading: string | RegExp;
  /** Text the specification outlines for the page. */
  readonly texts: readonly (string | RegExp)[];
  /** Internal links the specification gives the page. */
  readonly links: readonly string[];
}

// The specification's outline of each page (SPEC part one, section 2, and
// section 9 for figures), written out here rather than read from the content
// modules, so that content which drifts from the spec fails.
const outline: Record<PagePath, Outline> = {
  '/home': {
    heading: 'HOME',
    texts: [
      'Crafted Code. Human-Led. Built to Last.',
      'Custom web and app development',
      'Architecture and maintenance',
      'Design-driven UX',
      /AI only for the repetitive/,
      /host it/,
    ],
    links: ['/services', '/capabilities', '/contact'],
  },
  '/about': {
    heading: 'ABOUT',
    texts: [
      /music/i,
      /graphic design/i,
      /over 20 years of web development/i,
      /one-person studio/i,
      /philosophy/i,
    ],
    links: ['/portfolio', '/services', '/contact'],
  },
  '/capabilities': {
    heading: 'CAPABILITIES',
    texts: [
      ...['Angular', 'React', 'Vue.js', 'Next.js', 'Node.js', 'Express', 'WordPress'],
      ...['HTML5 Boilerplate', 'Vite', 'jQuery', 'Bootstrap', 'React Native'],
      /UI component libraries/,
      /approach/i,
    ],
    links: ['/portfolio'],
  },
  '/services': {
    heading: 'SERVICES',
    texts: [
      ...['$1,200–$2,400', '$1,500–$4,800', '$2,400–$9,000', '$3,600–$27,000', '$7,200–$45,000'],
      ...['$12,000–$81,000', '20–40', '25–80', '40–150', '60–450', '120–750', '200–1,350'],
      ...['WordPress site', 'Bootstrap site', 'Simple web app', 'Essential web app'],
      ...['Robust web app', 'Complex web app', '$60/hour', 'from 10 hours/month ($600/month)'],
      /domain discovery/i,
      /acquisition/i,
      /privacy/i,
      /renewal/i,
      /permanent hosting/i,
      /continuous improvement/i,
      /graphic design/i,
      /creative assets .*promptly/i,
      /free initial consult/i,
    ],
    links: ['/portfolio', '/contact'],
  },
  '/portfolio': {
    heading: 'Craftsmanship in Action — Selected Projects',
    texts: [
      /foundation/i,
      /State/,
      /General Services Administration/,
      'GSA home',
      'GSA blog',
      /NOAA/,
      /Montgomery County/,
      '+25%',
      'page clicks',
      '+80%',
      'accessibility',
      '+40%',
      'followers',
      /22 branches/,
      'Issue 1',
      'Issue 2',
      'Want to see what I can build for you?',
    ],
    links: ['/contact'],
  },
  '/resume': {
    heading: 'Resume',
    texts: [
      /20\+ years/,
      /designer turned developer/i,
      /product strategy and UX design/i,
      /component-based front-end architecture/i,
      /backend services and API design/i,
      /accessibility and automated testing/i,
      /code audits and refactoring/i,
      /human-led AI integration/i,
      /Founder.*2025–present/,
      /Lead Programmer.*Public Defender.*2024–2025/,
      /Coast Guard.*2020–2024/,
      /BA in Graphic and Web Design, 2006/,
      /Web Development and Information Technology, 2016/,
    ],
    links: [],
  },
  '/contact': {
    heading: "Let's Build Something Worth Keeping",
    texts: [/directly to me/, 'Call or Text', 'Email Me', site.phoneDisplay, site.email],
    links: [],
  },
};

async function expectOutline(page: Page, path: PagePath) {
  const expected = outline[path];
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
  for (const text of expected.texts) await expect(main).toContainText(text);
  for (const href of expected.links) {
    await expect(main.locator(`a[href="${href}"]`).first(), `link to ${href}`).toBeVisible();
  }
}

for (const { path } of pages) {
  test.describe(path, () => {
    test.describe('in the prerendered HTML', () => {
      test.use({ javaScriptEnabled: false });
      test(`has the specification’s content and links`, async ({ page }) => {
        await page.goto(path);
        await expectOutline(page, path);
      });
    });

    test(`has the specification’s content and links once hydrated`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectOutline(page, path);
    });

    test('never makes the page scroll sideways', async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
}

test('the portfolio has seven project cards, each with the full story', async ({ page }) => {
  await page.goto('/portfolio');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(7);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText([
      'Challenge',
      'Solution',
      'Results',
      'Tech Stack',
    ]);
    const links = card.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link.getByRole('img')).toHaveAttribute('alt', /\S/);
    }
  }
  // Sub-sites: GSA home and blog, NOAA's four apps, the journal's two issues.
  await expect(page.getByRole('article', { name: /GSA/ }).getByRole('img')).toHaveCount(2);
  await expect(page.getByRole('article', { name: /NOAA/ }).getByRole('img')).toHaveCount(4);
  await expect(page.getByRole('article', { name: /journal/i }).getByRole('img')).toHaveCount(2);
});

test('every image loads, in a modern format, with alt text and its size reserved', async ({
  page,
}) => {
  for (const path of ['/home', '/about', '/portfolio']) {
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
  }
});

test('the above-the-fold image loads at once; screenshots below the fold wait', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('img', { name: /Alex|portrait/i }).first()).toHaveAttribute(
    'fetchpriority',
    'high',
  );
  await page.goto('/portfolio');
  const images = page.getByRole('main').locator('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
});

test('the contact links call, text and email the owner', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: /Call or Text/ })).toHaveAttribute(
    'href',
    `tel:${site.phone}`,
  );
  await expect(page.getByRole('link', { name: /Email Me/ })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
});
