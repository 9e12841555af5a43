import { expect, test } from 'vitest';
import { type Project, portfolio } from '../app/content/projects';
import { featuredProjectsModule } from './featured-projects';

const projects: readonly Project[] = portfolio.projects;

test('the strip’s module holds the featured projects alone, in order, each with its first screenshot', () => {
  const code = featuredProjectsModule(projects);
  const featured = projects.filter((project) => project.featured);
  expect(featured.length).toBe(3);
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
  // Nothing of the stories travels with it.
  for (const project of projects) expect(code).not.toContain(project.challenge);
});
