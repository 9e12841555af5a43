import { isListed } from '../../../app/content/pages.ts';
import { about } from '../../../app/content/about.ts';
import { portfolio } from '../../../app/content/projects.ts';
import { contact } from '../../../app/content/contact.ts';
import { home } from '../../../app/content/home.ts';
import { services } from '../../../app/content/services.ts';
import { endEdge, expect, follows, ifListed, pages, startEdge, test } from '../fixtures.ts';

/** The named clients, as projects.ts marks them. */
// Each client named once, however many of their projects there are.
const clients = [
  ...new Set(
    portfolio.projects.filter((project) => project.namedClient).map((project) => project.client),
  ),
];

const featured = portfolio.projects.find((project) => 'featured' in project)!;

for (const path of ifListed('/about'))
  test('About’s facts count the portfolio and name its clients, as projects.ts has them', async ({
    page,
  }) => {
    await page.goto(path);
    const facts = page.getByRole('group', { name: about.facts.heading });
    await expect(facts.getByRole('listitem')).toContainText([
      ...about.facts.facts.map((fact) => `${fact.value} ${fact.label}`),
      `${portfolio.projects.length} ${about.portfolioFacts.projects(portfolio.projects.length)}`,
      // No line for the clients while no project names its client.
      ...(clients.length > 0 ? [about.portfolioFacts.clients(clients)] : []),
    ]);
    await expect(facts.getByRole('listitem')).toHaveCount(
      about.facts.facts.length + 1 + (clients.length > 0 ? 1 : 0),
    );
  });

// The hero's project, while /portfolio is there for it to lead to.
for (const viewport of isListed('/portfolio')
  ? [
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ]
  : []) {
  test(`at ${viewport.width}×${viewport.height} the home page's first screen shows a project's screenshot`, async ({
    page,
  }) => {
    const shot = featured.sites.find((site) => site.screenshot)?.screenshot;
    test.skip(!shot, 'the hero’s project has no picture: it is featured in words');
    await page.setViewportSize(viewport);
    await page.goto('/home');
    const screenshot = page.getByRole('main').getByRole('img', { name: shot!.alt });
    const box = (await screenshot.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await expect(page.getByRole('img', { name: home.logoAlt })).toBeVisible();
  });
}

test('no client’s name on the home page breaks across lines, at any width it fits', async ({
  page,
}) => {
  await page.goto('/home');
  for (const width of [390, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const broken = await page.getByRole('main').evaluate(
      (main, names) =>
        [...main.querySelectorAll('p span')]
          .filter((span) => names.includes(span.textContent.replace(/ ·$/, '')))
          .filter(
            (span) =>
              span.getClientRects().length !== 1 ||
              span.getBoundingClientRect().height >
                1.5 * Number.parseFloat(getComputedStyle(span).lineHeight),
          )
          .map((span) => span.textContent),
      clients,
    );
    expect(broken, `${width}px`).toEqual([]);
  }
});

test('every page opens alike: a menu page with its label over a headline, a case study or a post with its title in the headline’s type', async ({
  page,
}) => {
  const labels = new Set<string>();
  const headlines = new Set<string>();
  for (const { path } of pages) {
    await page.goto(path);
    const [label, headline] = await page.locator('h1').evaluate((h1) => {
      const look = (element: Element | null) => {
        const style = element ? getComputedStyle(element) : undefined;
        return style
          ? [style.fontSize, style.fontWeight, style.textTransform, style.letterSpacing].join(' ')
          : '';
      };
      // Under a trail of links (a case study, a post), the h1 is the title itself.
      return h1.closest('main')?.querySelector('nav')
        ? ['', look(h1)]
        : [look(h1), look(h1.nextElementSibling)];
    });
    if (label) labels.add(label);
    headlines.add(headline);
  }
  expect([...labels]).toHaveLength(1);
  expect([...headlines]).toHaveLength(1);
  const size = (look: string | undefined) => Number.parseFloat(look ?? '');
  expect(size([...headlines][0])).toBeGreaterThan(2 * size([...labels][0]));
});

test('at 1280px the columns line up: About’s opening words with its sections’ text, and the tiers’ table and checklist on the text column’s right edge', async ({
  page,
}) => {
  for (const path of ifListed('/about')) {
    await page.goto(path);
    const main = page.getByRole('main');
    const intro = (await main.getByText(about.lead.slice(0, 20)).boundingBox())!;
    const section = page.getByRole('region', { name: about.background.heading });
    const text = (await section.locator('p').first().boundingBox())!;
    expect(Math.round(startEdge(intro))).toBe(Math.round(startEdge(text)));
  }
  for (const path of ifListed('/services')) {
    await page.goto(path);
    const tiers = page.getByRole('region', { name: services.tiers.heading });
    const rights = await Promise.all(
      [
        tiers.locator('p').first().locator('..'),
        tiers.getByRole('region'),
        tiers.getByRole('list'),
      ].map(async (part) => {
        return Math.round(endEdge((await part.boundingBox())!));
      }),
    );
    expect(new Set(rights).size, String(rights)).toBe(1);
  }
});

test('the contact page says what happens next, in order, beside the ways to get in touch on a wide screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/contact');
  const steps = page.getByRole('region', { name: contact.nextSteps.heading }).getByRole('list');
  await expect(steps.getByRole('listitem')).toHaveText([...contact.nextSteps.steps]);
  expect(await steps.evaluate((list) => list.tagName)).toBe('OL');
  const call = (await page
    .getByRole('main')
    .getByRole('link', { name: contact.phoneLabel })
    .boundingBox())!;
  const next = (await steps.boundingBox())!;
  expect(follows(next, call)).toBe(true);
});

for (const path of ifListed('/portfolio'))
  test('at 1280px a case study’s facts stand in a column beside its story, level with its start', async ({
    page,
  }) => {
    await page.goto(`${path}/${featured.slug}`);
    const facts = (await page.getByRole('main').locator('dl').boundingBox())!;
    const story = (await page
      .getByRole('region', { name: portfolio.words.challenge })
      .boundingBox())!;
    expect(follows(facts, story)).toBe(true);
    expect(Math.round(facts.y)).toBe(Math.round(story.y));
  });
