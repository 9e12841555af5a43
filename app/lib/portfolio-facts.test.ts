import { expect, test } from 'vitest';
import { about } from '../content/about.ts';
import { type PortfolioContent, type Project, portfolio } from '../content/projects.ts';
import { firstLanguage, pageOf } from './languages.ts';
import { aboutFacts, homeFacts, portfolioPage, portfolioPageText } from './portfolio-facts.ts';

// The owner's projects give the pictures real files; what each test expects is set here.
const [one, two, three] = portfolio.projects as readonly (Project | undefined)[];
const withProjects = (...projects: Project[]): PortfolioContent => ({ ...portfolio, projects });
const withoutFeatured = ({ featured: _, ...project }: Project): Project => project;

test.skipIf(!one || !two || !three)(
  'the clients named are each named once, in order, and the projects counted all',
  () => {
    const content = withProjects(
      { ...one!, client: 'Ana’s trust', namedClient: true },
      { ...two!, client: 'A river board', namedClient: undefined },
      { ...three!, client: 'Ana’s trust', namedClient: true },
      { ...one!, slug: 'fourth', client: 'A library', namedClient: true },
    );
    expect(homeFacts(content, firstLanguage)).toMatchObject({
      projectCount: 4,
      clients: ['Ana’s trust', 'A library'],
    });
    expect(aboutFacts(content, about)).toMatchObject({ projectCount: 4 });
  },
);

test.skipIf(!one || !two || !pageOf(firstLanguage, 'portfolio'))(
  'Home features the projects marked so, each with its first picture, or in words without one',
  () => {
    const pictured = one!.sites.find((site) => site.screenshot);
    const content = withProjects(
      { ...one!, featured: { result: 'First result' } },
      withoutFeatured(two!),
      { ...two!, slug: 'unpictured', sites: [], featured: { result: 'Told in words' } },
    );
    const { featured } = homeFacts(content, firstLanguage);
    expect(featured.map(({ slug, result }) => [slug, result])).toEqual([
      [one!.slug, 'First result'],
      ['unpictured', 'Told in words'],
    ]);
    expect(featured[0]?.alt).toBe(pictured?.screenshot?.alt);
    expect(Boolean(featured[0]?.picture)).toBe(Boolean(pictured));
    expect(Boolean(featured[0]?.picture?.dark)).toBe(Boolean(pictured?.screenshot?.dark));
    expect(featured[1]).not.toHaveProperty('picture');
    // With no portfolio page to lead to, nothing is featured.
    const unlisted = {
      ...firstLanguage,
      pages: firstLanguage.pages.filter((page) => page.module !== 'portfolio'),
    };
    expect(homeFacts(content, unlisted).featured).toEqual([]);
  },
);

test('About has the portrait, in every format', () => {
  expect(Object.keys(aboutFacts(portfolio, about).portrait.sources).toSorted()).toEqual([
    'avif',
    'jpeg',
  ]);
});

test('a picture the content names and the images folder lacks stops the page, naming the module and field', () => {
  expect(() =>
    aboutFacts(portfolio, { portrait: { ...about.portrait, file: 'gone.jpg' } }),
  ).toThrow(
    'app/content/about.ts: portrait.file: there is no image "gone.jpg" in app/content/images/',
  );
  const [first] = portfolio.projects;
  const gone = {
    ...portfolio,
    projects: [
      {
        ...first!,
        featured: { result: 'A result.' },
        sites: [{ url: 'https://example.org/', screenshot: { file: 'gone.jpg', alt: 'Gone' } }],
      },
    ],
  } as PortfolioContent;
  if (pageOf(firstLanguage, 'portfolio'))
    expect(() => homeFacts(gone, firstLanguage)).toThrow(
      'app/content/projects.ts: projects[0].sites[0]: there is no image "screenshots/gone.jpg" in app/content/images/',
    );
});

test('a first visit to /portfolio reads its own text alone; a navigation, its projects with their pictures too', () => {
  const { heading, headline, intro, callToAction } = portfolio;
  expect(portfolioPageText(portfolio)).toEqual({ heading, headline, intro, callToAction });
  const { page, projects, words } = portfolioPage(portfolio);
  expect(page).toEqual({ heading, headline, intro, callToAction });
  expect(words).toBe(portfolio.words);
  expect(projects.map((project) => project.slug)).toEqual(
    portfolio.projects.map((project) => project.slug),
  );
  for (const [index, project] of projects.entries())
    for (const [at, site] of project.sites.entries()) {
      const shot = portfolio.projects[index]!.sites[at]!.screenshot;
      expect(site.screenshot).toEqual(shot);
      expect(Boolean(site.picture)).toBe(Boolean(shot));
      expect(Boolean(site.picture?.dark)).toBe(Boolean(shot?.dark));
    }
});
