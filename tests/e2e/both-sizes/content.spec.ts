import type { Page } from '@playwright/test';
import {
  type PagePath,
  caseStudyPath,
  contactPath,
  homePath,
  isListed,
  listedPage,
} from '../../../app/content/pages.ts';
import { type Project, portfolio } from '../../../app/content/projects.ts';
import { site } from '../../../app/content/site.ts';
import { availabilityOn } from '../../../app/lib/availability.ts';
import { PUBLISHED_FIGURES_FILE, outline } from '../../support/published-figures.ts';
import {
  ANY_SIZE,
  bothSizesOnHome,
  builtDay,
  expect,
  inSite,
  menuPages as pages,
  openApp,
  startApp,
  test,
  ifListed,
} from '../fixtures.ts';

const { words } = portfolio;
const projects: readonly Project[] = isListed('/portfolio') ? portfolio.projects : [];

/** The failure message when the page no longer shows what the specification publishes. */
const published = `the page's main content, against the specification's outline; if a published figure changed on purpose, record it in ${PUBLISHED_FIGURES_FILE}`;

async function expectOutline(page: Page, path: PagePath) {
  const expected = outline[path];
  const main = page.getByRole('main');
  // A page the owner added has no outline in the specification: its heading is what it must have.
  if (!expected) return expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1 }), published).toHaveText(expected.heading);
  // Read once, then compared: whitespace collapsed, as toContainText does.
  const collapse = (text: string) => text.replace(/\s+/g, ' ');
  const text = collapse((await main.textContent()) ?? '');
  for (const wanted of expected.texts) {
    if (typeof wanted === 'string') expect(text, published).toContain(collapse(wanted));
    else expect(text, published).toMatch(wanted);
  }
  const visibleLinks = await main.evaluate((element) =>
    [...element.querySelectorAll('a[href]')]
      .filter((link) => link.checkVisibility())
      .map((link) => link.getAttribute('href')),
  );
  // A link to a page the owner removed goes with it.
  for (const href of expected.links.filter(isListed))
    expect(visibleLinks, `a visible link to ${href}`).toContain(inSite(href));
}

for (const { path, title, label } of pages) {
  test.describe(path, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test(
        `has the specification’s content and links, and a menu that reaches every page`,
        { tag: ANY_SIZE },
        async ({ page, isMobile }) => {
          await page.goto(path);
          await expectOutline(page, path);
          if (isMobile) {
            await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
            await page.getByRole('button', { name: 'Toggle sidenav' }).click();
            await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          }
          const menu = page.getByRole('navigation', { name: 'Main' });
          // Each page, and the design site if site.ts has one.
          await expect(menu.getByRole('link')).toHaveCount(
            pages.length + (site.designSiteUrl ? 1 : 0),
          );
          await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          );
        },
      );
    });

    test(
      `answers 200 with the specification’s content and links inside the shell once hydrated, and never scrolls sideways`,
      {
        tag: bothSizesOnHome(path),
      },
      async ({ page }) => {
        const response = await openApp(page, path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${title} | ${site.studioName}`);
        await expectOutline(page, path);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('link', { name: site.studioName })).toHaveAttribute(
          'href',
          inSite(homePath),
        );
        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText(`© ${site.copyrightYear} ${site.ownerName}`);
        await expect(footer).toContainText('built with React');
        // The accessibility statement's one line: the standard, and where to report a barrier.
        await expect(footer).toContainText('WCAG 2.2 AA');
        await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
          'href',
          `mailto:${site.email}?subject=Accessibility%20problem`,
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      },
    );
  });
}

/** Each card as a visitor meets it: its name, its text, its links and pictures. */
function cardsOf(page: Page) {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.getAttribute('aria-labelledby')
          ? document.getElementById(card.getAttribute('aria-labelledby')!)?.textContent
          : null,
        text: card.textContent,
        links: [...card.querySelectorAll('a')].map((link) => link.href),
        pictures: [...card.querySelectorAll('img, source')].map(
          (image) => image.getAttribute('srcset') ?? image.getAttribute('src'),
        ),
      })),
    );
}

// The portfolio's own page, while pages.ts lists it.
for (const path of ifListed('/portfolio')) {
  test(
    'the portfolio has a card for every project, each with the full story',
    { tag: ANY_SIZE },
    async ({ page }) => {
      await page.goto(path);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(portfolio.projects.length);
      for (const [index, project] of projects.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(project.title);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText([
          words.challenge,
          words.solution,
          words.results,
          words.techStack,
        ]);
        // Its name leads to its case study; each of its sites' screenshots to the live site.
        await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
          'href',
          inSite(caseStudyPath(project.slug)),
        );
        const links = card.getByRole('link').filter({ has: page.getByRole('img') });
        await expect(links).toHaveCount(project.sites.length);
        for (const [at, { url, screenshot }] of project.sites.entries()) {
          await expect(links.nth(at)).toHaveAttribute('href', url);
          await expect(links.nth(at).getByRole('img')).toHaveAttribute('alt', screenshot.alt);
        }
      }
    },
  );

  test(
    'the portfolio shows the same cards once the app runs, and when reached by client-side navigation',
    { tag: ANY_SIZE },
    async ({ page }) => {
      await page.goto(path);
      const prerendered = await cardsOf(page);
      expect(prerendered).toHaveLength(portfolio.projects.length);
      expect(prerendered.every((card) => card.name)).toBe(true);
      // The app hydrates the cards it finds in the page.
      await startApp(page);
      expect(await cardsOf(page)).toEqual(prerendered);
      // Reached from another page in the app, it draws them from the content module.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page
        .getByRole('main')
        .locator(`a[href="${inSite('/contact')}"]`)
        .click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
      // At once, during the cross-fade: a visitor may be that quick.
      await page.goBack();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(prerendered.length);
      expect(await cardsOf(page)).toEqual(prerendered);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    },
  );
}

// Each project's case study, from its entry in projects.ts alone.
for (const [index, project] of projects.entries()) {
  test(
    `${caseStudyPath(project.slug)} tells the whole story, and leads back to the portfolio and on to the next project`,
    { tag: ANY_SIZE },
    async ({ page }) => {
      await page.goto(caseStudyPath(project.slug));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(project.title);
      const trail = page.getByRole('navigation', { name: words.breadcrumb });
      await expect(trail.getByRole('link')).toHaveText(listedPage('/portfolio')?.label ?? '');
      await expect(trail.getByRole('link')).toHaveAttribute('href', inSite('/portfolio'));
      // Every part the project has, and only those: a part it lacks leaves no empty heading.
      const parts = [
        project.client,
        project.challenge,
        project.solution,
        project.results,
        ...project.techStack,
        ...[project.role, project.timeframe].filter((fact) => fact !== undefined),
        ...(project.metrics ?? []).flatMap((metric) => [metric.value, metric.label]),
        ...(project.story ?? []).flatMap((part) => [part.heading, ...part.paragraphs]),
        ...(project.gallery ?? []).flatMap((image) => image.caption ?? []),
      ];
      for (const part of parts) await expect(main).toContainText(part);
      await expect(main.getByRole('heading', { level: 2 })).toContainText([
        words.challenge,
        words.solution,
        words.results,
        ...(project.story ?? []).map((part) => part.heading),
        words.techStack,
      ]);
      for (const { url, screenshot } of project.sites)
        await expect(
          main.getByRole('link').filter({ has: page.getByRole('img', { name: screenshot.alt }) }),
        ).toHaveAttribute('href', url);
      for (const image of project.gallery ?? [])
        await expect(main.getByRole('img', { name: image.alt, exact: true })).toBeVisible();
      // Its neighbours in projects.ts's order, and none past either end.
      for (const [label, neighbour] of [
        [words.previous, projects[index - 1]],
        [words.next, projects[index + 1]],
      ] as const) {
        const link = main.getByRole('link', { name: label });
        if (!neighbour) await expect(link).toHaveCount(0);
        else await expect(link).toHaveAttribute('href', inSite(caseStudyPath(neighbour.slug)));
      }
    },
  );
}

// What site.ts says of the owner's availability, as of the build's day, where a client decides.
const availability = availabilityOn(site, builtDay);
for (const path of [homePath, contactPath])
  test(`${path} says whether new projects are taken, as site.ts states it`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    const said = page.getByRole('main').getByText(availability?.text ?? site.availabilityWords.now);
    if (!availability) return expect(said).toHaveCount(0);
    await expect(said).toBeVisible();
    if (availability.note) await expect(page.getByRole('main')).toContainText(availability.note);
    if (!isMobile) return;
    await page.getByRole('button', { name: 'Toggle sidenav' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByText(availability.text),
    ).toBeVisible();
  });

test('the contact links call, text and email the owner', { tag: ANY_SIZE }, async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Call or Text/ })).toHaveAttribute(
    'href',
    `tel:${site.phone}`,
  );
  await expect(main.getByRole('link', { name: /Email Me/ })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
});
