import { render as renderElement, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import type { PortfolioContent, Project } from '../content/projects.ts';
import { withPictures } from '../lib/portfolio-facts.ts';
import { ProjectCard } from './project-card.tsx';

/** The card in a router: its title links to the project's case study. */
const render = (element: ReactElement) => renderElement(element, { wrapper: MemoryRouter });

// The captions as an owner might word them.
const words: PortfolioContent['words'] = {
  ...siteContent.portfolio.words,
  namedLiveSite: '{site} lives at {host}',
};

const project: Project = {
  slug: 'river-archive',
  title: 'River archive',
  client: 'A river trust',
  sites: [
    {
      title: 'Archive',
      url: 'https://archive.example.org/',
      screenshot: { file: 'archive-search.jpg', alt: 'The archive’s search page' },
    },
    {
      title: 'Blog',
      url: 'https://www.blog.example.org/news',
      screenshot: { file: 'archive-blog.jpg', alt: 'The blog’s latest posts' },
    },
  ],
  challenge: 'Records were scattered.',
  solution: 'One searchable archive.',
  results: 'Visitors find records:',
  metrics: [{ value: '+30%', label: 'searches' }],
  techStack: ['Vue.js', 'Express'],
};

test('is an article named by its title, with its story under labelled headings', () => {
  render(<ProjectCard project={withPictures(project)} words={words} />);
  const card = screen.getByRole('article', { name: 'River archive' });
  const headings = within(card).getAllByRole('heading', { level: 3 });
  expect(headings.map((heading) => heading.textContent)).toEqual([
    words.challenge,
    words.solution,
    words.results,
    words.techStack,
  ]);
  expect(card).toHaveTextContent('Records were scattered.');
  expect(card).toHaveTextContent('One searchable archive.');
  expect(card).toHaveTextContent(/Visitors find records:\s*\+30% searches/);
  expect(card).toHaveTextContent('Vue.js · Express');
});

test('links each screenshot to its live site, naming the sub-site and the host', () => {
  render(<ProjectCard project={withPictures(project)} words={words} />);
  const archive = screen.getByRole('link', { name: /The archive’s search page/ });
  expect(archive).toHaveAttribute('href', 'https://archive.example.org/');
  // The host may wrap after its dots (<wbr>), which this DOM, unlike a browser, names as spaces.
  expect(archive).toHaveTextContent('Archive lives at archive.example.org');
  expect(archive).toHaveAccessibleName(
    /^The archive’s search page Archive lives at archive\. ?example\. ?org$/,
  );
  const blog = screen.getByRole('link', { name: /Blog lives at blog\. ?example\. ?org/ });
  expect(blog).toHaveAttribute('href', 'https://www.blog.example.org/news');
});

test('serves screenshots as AVIF with a sized JPEG fallback in the img, lazily unless first on screen', () => {
  const { container, rerender } = render(
    <ProjectCard project={withPictures(project)} words={words} />,
  );
  const image = screen.getByRole('img', { name: 'The archive’s search page' });
  expect(image).toHaveAttribute('width');
  expect(image).toHaveAttribute('height');
  expect(image).toHaveAttribute('loading', 'lazy');
  const types = [...(container.querySelector('picture')?.querySelectorAll('source') ?? [])].map(
    (source) => source.getAttribute('type'),
  );
  expect(types).toEqual(['image/avif']);
  expect(container.querySelector('source')?.getAttribute('srcset')).toMatch(
    / 480w, .* 800w, .* 1200w$/,
  );
  // The JPEG fallback is the <img> itself, at every width.
  expect(image.getAttribute('srcset')).toMatch(/ 480w, .* 800w, .* 1200w$/);
  expect(image.getAttribute('srcset')).toContain(`${image.getAttribute('src')} 1200w`);

  rerender(<ProjectCard project={withPictures(project)} words={words} priority />);
  const first = screen.getByRole('img', { name: 'The archive’s search page' });
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
});

test('shows the lead picture alone, large, and links the other sites in words: their pictures are the case study’s', () => {
  render(<ProjectCard project={withPictures(project)} words={words} />);
  const card = screen.getByRole('article', { name: 'River archive' });
  expect(
    within(card)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['The archive’s search page']);
  // At another host, by its caption; at the lead's, by its name alone: the lead's caption says where it lives.
  expect(within(card).getByRole('link', { name: /Blog lives at blog/ })).toHaveAttribute(
    'href',
    'https://www.blog.example.org/news',
  );
  const sameHost = { title: 'Search', url: 'https://archive.example.org/search' };
  render(
    <ProjectCard
      project={withPictures({ ...project, slug: 'same', sites: [...project.sites, sameHost] })}
      words={words}
    />,
  );
  expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', sameHost.url);
});

test('a screenshot drawn for the dark theme is what a dark theme is given, before the light one', () => {
  const lead = project.sites[0]!;
  const themed = {
    ...project,
    sites: [{ ...lead, screenshot: { ...lead.screenshot!, dark: 'archive-blog.jpg' } }],
  };
  const { container } = render(<ProjectCard project={withPictures(themed)} words={words} />);
  const sources = [...container.querySelectorAll('picture source')];
  const dark = sources.filter(
    (source) => source.getAttribute('media') === '(prefers-color-scheme: dark)',
  );
  expect(dark.map((source) => source.getAttribute('type'))).toEqual(['image/avif']);
  // First in the picture, so a dark theme never reaches the light sources or the <img>.
  expect(sources.slice(0, 1)).toEqual(dark);
  const light = screen.getByRole('img', { name: 'The archive’s search page' });
  for (const source of dark)
    expect(source.getAttribute('srcset')).not.toContain(light.getAttribute('src'));
});

test('names the content file and project when a screenshot is missing', () => {
  const broken = {
    ...project,
    sites: [{ ...project.sites[0]!, screenshot: { file: 'nope.jpg', alt: 'x' } }],
  };
  expect(() => withPictures(broken)).toThrow(
    'app/content/projects.ts: project "river-archive": there is no image "screenshots/nope.jpg"',
  );
});

test('a site the owner may not show is linked in words, after the pictures', () => {
  const unpictured = {
    ...project,
    sites: [{ title: 'Portal', url: 'https://portal.example.org/' }, project.sites[0]!],
  };
  render(<ProjectCard project={withPictures(unpictured)} words={words} />);
  const card = screen.getByRole('article', { name: 'River archive' });
  expect(within(card).getAllByRole('img')).toHaveLength(1);
  const [sites] = within(card).getAllByRole('list');
  const links = within(sites!)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').getAttribute('href'));
  expect(links).toEqual(['https://archive.example.org/', 'https://portal.example.org/']);
  expect(within(card).getByRole('link', { name: /Portal/ })).toHaveTextContent(
    'portal.example.org',
  );
});

test('a project with no site has a card of words alone: no picture, no list of sites', () => {
  render(<ProjectCard project={withPictures({ ...project, sites: [] })} words={words} />);
  const card = screen.getByRole('article', { name: 'River archive' });
  expect(within(card).queryAllByRole('img')).toHaveLength(0);
  // The one list left is its figures'.
  expect(within(card).getAllByRole('list')).toHaveLength(1);
  expect(within(card).getByRole('list')).toHaveTextContent('+30% searches');
});
