import type { Page } from '@playwright/test';
import { caseStudyPath, isListed, listedPage } from '../../../app/content/pages.ts';
import { type Project, portfolio } from '../../../app/content/projects.ts';
import { ANY_SIZE, expect, ifListed, inSite, startApp, test } from '../fixtures.ts';

/* The portfolio's cards, and each project's case study, as projects.ts has them. */

const { words } = portfolio;
const projects: readonly Project[] = isListed('/portfolio') ? portfolio.projects : [];

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
        // Its name leads to its case study; its first screenshot to its live site.
        await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
          'href',
          inSite(caseStudyPath(project.slug)),
        );
        const lead = project.sites.find((site) => site.screenshot);
        const links = card.getByRole('link').filter({ has: page.getByRole('img') });
        await expect(links).toHaveCount(lead ? 1 : 0);
        if (lead) {
          await expect(links).toHaveAttribute('href', lead.url);
          await expect(links.getByRole('img')).toHaveAttribute('alt', lead.screenshot!.alt);
        }
        // Every other site is a link in words: its picture is the case study's.
        for (const { url } of project.sites)
          await expect(card.locator(`a[href="${url}"]`)).toHaveCount(
            project.sites.filter((site) => site.url === url).length,
          );
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
      // The title as it reads, every space between its words drawn (innerText, as rendered).
      expect(await trail.locator('[aria-current="page"]').innerText()).toBe(project.title);
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
      ]);
      // The facts a client looks for first, in one block, each the project has.
      const facts = main.locator('dl');
      for (const fact of [project.client, ...project.techStack, project.role, project.timeframe])
        if (fact !== undefined) await expect(facts).toContainText(fact);
      expect(
        await facts
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(project.sites.map((site) => site.url));
      for (const { url, screenshot } of project.sites.filter((site) => site.screenshot))
        await expect(
          main.getByRole('link').filter({ has: page.getByRole('img', { name: screenshot!.alt }) }),
        ).toHaveAttribute('href', url);
      for (const image of project.gallery ?? [])
        await expect(main.getByRole('img', { name: image.alt, exact: true })).toBeVisible();
      // Its neighbours in projects.ts's order, and none past either end, each with its picture.
      for (const [label, neighbour] of [
        [words.previous, projects[index - 1]],
        [words.next, projects[index + 1]],
      ] as const) {
        const link = main.getByRole('link', { name: label });
        if (!neighbour) await expect(link).toHaveCount(0);
        else await expect(link).toHaveAttribute('href', inSite(caseStudyPath(neighbour.slug)));
        const shot = neighbour?.sites.find((site) => site.screenshot)?.screenshot;
        const card = main
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: label }) });
        if (shot) await expect(card.getByRole('img')).toHaveAttribute('alt', shot.alt);
        else if (neighbour) await expect(card.getByRole('img')).toHaveCount(0);
      }
    },
  );
}
