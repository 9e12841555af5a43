import { expect, test } from 'vitest';
import { type Project, portfolio } from '../../app/content/projects.ts';
import path from 'node:path';
import {
  featuredProjectsModule,
  portfolioFactsModule,
  portfolioModulesPlugin,
  portfolioPageModule,
} from './featured-projects.ts';

const projects: readonly Project[] = portfolio.projects;

test('the strip’s module holds the featured projects alone, in order, each with its first screenshot', () => {
  const code = featuredProjectsModule(projects);
  const featured = projects.filter((project) => project.featured);
  expect(featured.length).toBeGreaterThan(0);
  const slugs = [...code.matchAll(/slug: "([^"]+)"/g)].map((match) => match[1]);
  expect(slugs).toEqual(featured.map((project) => project.slug));
  for (const [index, project] of featured.entries()) {
    const site = project.sites[0]!;
    expect(code).toContain(
      `import picture${index} from '/app/content/images/screenshots/${site.screenshot.file}?`,
    );
    expect(code).toContain(JSON.stringify(site.screenshot.alt));
    expect(code).toContain(JSON.stringify(project.featured?.result));
  }
  // As JavaScript, with each picture import standing in for itself, it is the list of entries.
  const body = code
    .replace(/^import (\w+) from '[^']+';$/gm, "const $1 = '$1';")
    .replace('export default', 'return');
  expect(new Function(body)()).toEqual(
    featured.map((project, index) => ({
      slug: project.slug,
      title: project.title,
      result: project.featured?.result,
      alt: project.sites[0]?.screenshot.alt,
      picture: `picture${index}`,
    })),
  );
  expect(code.endsWith(';\n')).toBe(true);
  // Nothing of the stories travels with it.
  for (const project of projects) expect(code).not.toContain(project.challenge);
});

test('the portfolio’s facts count every project and name the clients marked to be named', () => {
  const code = portfolioFactsModule(projects);
  const body = code.replaceAll('export const', 'const').concat('return { projectCount, clients };');
  expect(new Function(body)()).toEqual({
    // Every project counts, featured or not.
    projectCount: projects.length,
    // The clients named by the projects that say so, in their order.
    clients: [
      'U.S. Department of State',
      'U.S. General Services Administration',
      'National Oceanic and Atmospheric Administration',
      'Montgomery County Public Libraries',
    ],
  });
});

test('the dev server restarts when projects.ts changes, and only then', () => {
  const listeners: ((file: string) => void)[] = [];
  let restarts = 0;
  const server = {
    watcher: {
      on: (event: string, listener: (file: string) => void) => {
        if (event === 'change') listeners.push(listener);
      },
    },
    restart: async () => void (restarts += 1),
  };
  const configure = portfolioModulesPlugin().configureServer as unknown as (s: object) => void;
  configure(server);
  const content = path.join(import.meta.dirname, '..', '..', 'app', 'content');
  for (const listener of listeners) listener(path.join(content, 'home.ts'));
  expect(restarts).toBe(0);
  for (const listener of listeners) listener(path.join(content, 'projects.ts'));
  expect(restarts).toBe(1);
});

test('the plugin serves the three portfolio modules', () => {
  const plugin = portfolioModulesPlugin();
  const resolveId = plugin.resolveId as unknown as (id: string) => string | undefined;
  const load = plugin.load as unknown as (id: string) => string | undefined;
  const served = (id: string) => load(resolveId(id) ?? '');
  expect(served('virtual:featured-projects')).toBe(featuredProjectsModule(projects));
  expect(served('virtual:portfolio-facts')).toBe(portfolioFactsModule(projects));
  expect(served('virtual:portfolio-page')).toBe(portfolioPageModule(portfolio));
});

test('the portfolio page’s module holds its own text and no project', () => {
  const code = portfolioPageModule(portfolio);
  const body = code.replace('export default', 'return');
  const { projects: _projects, ...text } = portfolio;
  expect(new Function(body)()).toEqual(text);
  for (const project of projects) expect(code).not.toContain(project.title);
});
