import { caseStudyPath } from '../../../app/content/pages.ts';
import { home } from '../../../app/content/home.ts';
import { type Project, portfolio } from '../../../app/content/projects.ts';
import { site } from '../../../app/content/site.ts';
import type { Page } from '@playwright/test';
import { wcagContrast } from 'culori';
import { animationsDone, expect, inSite, openApp, test, ifListed } from '../fixtures.ts';
import { shippedContent } from '../../support/shipped-content.ts';

for (const path of ifListed('/portfolio'))
  test('each portfolio card shows its lead picture large: at least 240px, and from 1280px two fifths of the column and no blank panel under it', async ({
    page,
  }, testInfo) => {
    await openApp(page, path);
    const widths = testInfo.project.name.startsWith('desktop') ? [1280, 1920] : [390];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const cards = await page.getByRole('article').evaluateAll((articles) =>
        articles.map((card) => {
          const pictures = [...card.querySelectorAll('picture')];
          const lead = pictures[0]?.getBoundingClientRect();
          const box = card.getBoundingClientRect();
          const style = getComputedStyle(card);
          // What stands in the lead picture's column, and how far down it reaches.
          const column = [...card.querySelectorAll('li, p, h2, h3, picture')]
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => lead && rect.left >= lead.left - 1 && rect.right <= lead.right + 1);
          return {
            pictures: pictures.length,
            lead: lead?.width ?? 0,
            column: card.parentElement!.getBoundingClientRect().width,
            blankUnder:
              box.bottom -
              parseFloat(style.paddingBlockEnd) -
              Math.max(...column.map((rect) => rect.bottom)),
          };
        }),
      );
      expect(cards, `${width}px`).toHaveLength(portfolio.projects.length);
      // A project without a screenshot (internal work, or under agreement) is told in words.
      const pictured = cards.filter((card) => card.pictures > 0);
      expect(pictured, `${width}px: the cards with pictures`).toHaveLength(
        portfolio.projects.filter((project) => project.sites.some((site) => site.screenshot))
          .length,
      );
      for (const card of pictured) {
        // One picture: the others are the case study's.
        expect(card.pictures, `${width}px: pictures on a card`).toBe(1);
        expect(card.lead, `${width}px: the lead picture`).toBeGreaterThanOrEqual(240);
        if (width < 1280) continue;
        expect(card.lead / card.column, `${width}px: the lead's share`).toBeGreaterThanOrEqual(0.4);
        // Beside words of the template's length; an owner's longer story may well outgrow it.
        if (shippedContent)
          expect(card.blankUnder, `${width}px: blank under the picture`).toBeLessThanOrEqual(48);
      }
    }
  });

const projects: readonly Project[] = portfolio.projects;
const featured = projects.filter((project) => project.featured);

/** The home page's card of a featured project: its title links to the project's case study. */
const featuredCard = (page: Page, slug: string) =>
  page.getByRole('main').locator(`:has(> :is(h3, p) > a[href="${inSite(caseStudyPath(slug))}"])`);

for (const path of ifListed('/portfolio'))
  test('the home page shows the featured projects, the first in the hero, each linking to its case study', async ({
    page,
  }) => {
    await openApp(page, '/home');
    for (const project of featured) {
      const card = featuredCard(page, project.slug);
      await expect(card.getByRole('link')).toHaveText(project.title);
      await expect(card.getByText(project.featured?.result ?? '')).toBeVisible();
      // Its first picture, where it has one; a project without is featured in words.
      const shot = project.sites.find((site) => site.screenshot)?.screenshot;
      if (shot) await expect(card.getByRole('img')).toHaveAttribute('alt', shot.alt);
      else await expect(card.getByRole('img')).toHaveCount(0);
    }
    // The hero holds the first; the strip the others, once each, and is not there without them.
    const strip = page.getByRole('region', { name: home.selectedWork.heading });
    await expect(strip).toHaveCount(featured.length > 1 ? 1 : 0);
    await expect(strip.getByRole('listitem')).toHaveCount(featured.length - 1);
    await expect(strip.getByRole('link', { name: featured[0]!.title })).toHaveCount(0);
    // The strip's way on to the rest, while home.ts has it, counts them all, whatever projects.ts holds.
    const { link } = home.selectedWork;
    if (link && featured.length > 1)
      await expect(strip.getByRole('link', { name: link.label(projects.length) })).toHaveAttribute(
        'href',
        inSite(link.to),
      );

    // Choosing one opens its case study in place, with focus on its heading, and Back returns.
    const last = featured.at(-1)!;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await featuredCard(page, last.slug).getByRole('link').click();
    await expect(page).toHaveURL(inSite(caseStudyPath(last.slug)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page
      .getByRole('navigation', { name: portfolio.words.breadcrumb })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(inSite(path));
    await expect(page.getByRole('article', { name: last.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(inSite(caseStudyPath(last.slug)));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

for (const path of ifListed('/portfolio'))
  test('a link from elsewhere to a card opens /portfolio at that card', async ({ page }) => {
    // A card halfway down, so the browser has to scroll past the cards before it to land on it.
    const target = projects[Math.floor(projects.length / 2)]!;
    await page.goto(`${path}#${target.slug}`);
    const card = page.getByRole('article', { name: target.title });
    // The browser focuses the card it scrolled to, which starts the app.
    await expect(card).toBeFocused();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await animationsDone(page);
    const box = await card.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(page.viewportSize()!.height / 2);
  });

for (const _ of ifListed('/portfolio'))
  test('a click anywhere on a featured card, the picture included, follows its link', async ({
    page,
  }) => {
    await openApp(page, '/home');
    const item = featuredCard(page, featured[0]!.slug);
    // A visitor's click at the picture's centre; the link's overlay takes it.
    await item.scrollIntoViewIfNeeded();
    const picture = await item.getByRole('img').boundingBox();
    if (!picture) throw new Error('the featured picture is not on screen');
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL(inSite(caseStudyPath(featured[0]!.slug)));
  });

test('each specialty is a card with its own inline icon, hidden from assistive technology', async ({
  page,
}) => {
  await page.goto('/home');
  const cards = page.getByRole('region', { name: home.specialtiesHeading }).getByRole('listitem');
  await expect(cards).toHaveCount(home.specialties.length);
  const icons = await cards.evaluateAll((items) =>
    items.map((item) => {
      const svg = item.querySelector('svg');
      return svg ? `${svg.getAttribute('aria-hidden')}:${svg.innerHTML}` : 'none';
    }),
  );
  expect(icons.every((icon) => icon.startsWith('true:<path'))).toBe(true);
  // As many different drawings as the content names different icons.
  expect(new Set(icons).size).toBe(new Set(home.specialties.map(({ icon }) => icon)).size);
});

test('the booking button deepens and lifts on hover, its words still clear, in both themes', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    // Without the transition, the colours read are the ones it ends on.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await openApp(page, '/home');
    const button = page.getByRole('main').getByRole('link', { name: site.bookingLabel }).first();
    const look = () =>
      button.evaluate((link) => {
        const style = getComputedStyle(link);
        return { fill: style.backgroundColor, shadow: style.boxShadow, text: style.color };
      });
    const before = await look();
    await button.hover();
    const after = await look();
    expect(after.fill, colorScheme).not.toBe(before.fill);
    expect(before.shadow, colorScheme).toBe('none');
    expect(after.shadow, colorScheme).not.toBe('none');
    expect(wcagContrast(after.text, after.fill), colorScheme).toBeGreaterThanOrEqual(4.5);
  }
});
