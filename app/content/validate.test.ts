import { expect, test } from 'vitest';
import type { Project } from './projects';
import { type SiteContent, formatProblems, siteContent, validateContent } from './validate';

const everyImageExists = (_file: string) => true;

function withProject(change: (project: Project) => Project): SiteContent {
  const [first, ...rest] = siteContent.portfolio.projects;
  if (!first) throw new Error('the portfolio has no project');
  return {
    ...siteContent,
    portfolio: { ...siteContent.portfolio, projects: [change(first), ...rest] },
  };
}

function problemsOf(content: SiteContent, imageExists = everyImageExists) {
  return formatProblems(validateContent(content, imageExists));
}

test('the site’s own content has no problems', async () => {
  const { existsSync } = await import('node:fs');
  const path = await import('node:path');
  const imagesDir = path.join(import.meta.dirname, 'images');
  const problems = validateContent(siteContent, (file) => existsSync(path.join(imagesDir, file)));
  expect(formatProblems(problems)).toBe('');
});

test('a screenshot without alt text is reported with its file and field', () => {
  const content = withProject((project) => ({
    ...project,
    sites: [{ ...project.sites[0]!, screenshot: { file: 'x.jpg', alt: ' ' } }],
  }));
  expect(problemsOf(content)).toContain(
    'app/content/projects.ts › projects[0].sites[0].screenshot.alt: alt text is missing',
  );
});

test('a missing portrait alt text is reported', () => {
  const content = {
    ...siteContent,
    about: { ...siteContent.about, portrait: { file: 'portrait.jpg', alt: '' } },
  };
  expect(problemsOf(content)).toContain('app/content/about.ts › portrait.alt: alt text is missing');
});

test('an external address that is not absolute https is reported', () => {
  const content = withProject((project) => ({
    ...project,
    sites: [{ ...project.sites[0]!, url: 'http://insecure.example.com/' }],
  }));
  expect(problemsOf(content)).toContain(
    'app/content/projects.ts › projects[0].sites[0].url: must be an absolute https:// address (got "http://insecure.example.com/")',
  );
  const relative = {
    ...siteContent,
    site: { ...siteContent.site, designSiteUrl: 'design.example.com' },
  };
  expect(problemsOf(relative)).toContain(
    'app/content/site.ts › designSiteUrl: must be an absolute https:// address',
  );
});

test('a phone number that cannot become a tel: link is reported', () => {
  const content = { ...siteContent, site: { ...siteContent.site, phone: '(202) 555-0142' } };
  expect(problemsOf(content)).toContain(
    'app/content/site.ts › phone: "(202) 555-0142" cannot become a tel: link',
  );
});

test('a malformed email address is reported', () => {
  const content = { ...siteContent, site: { ...siteContent.site, email: 'hello@example' } };
  expect(problemsOf(content)).toContain(
    'app/content/site.ts › email: "hello@example" is not a valid email address',
  );
});

test('a project card missing its challenge, solution, results or tech stack is reported', () => {
  const content = withProject((project) => {
    const { challenge: _challenge, techStack: _techStack, ...rest } = project;
    return { ...rest, solution: '', results: '' } as unknown as Project;
  });
  const problems = problemsOf(content);
  expect(problems).toContain('app/content/projects.ts › projects[0].challenge: is missing');
  expect(problems).toContain('app/content/projects.ts › projects[0].solution: is empty');
  expect(problems).toContain('app/content/projects.ts › projects[0].results: is empty');
  expect(problems).toContain('app/content/projects.ts › projects[0].techStack: is missing');
});

test('an image file that does not exist is reported', () => {
  const content = withProject((project) => ({
    ...project,
    sites: [{ ...project.sites[0]!, screenshot: { file: 'renamed.jpg', alt: 'A screenshot' } }],
  }));
  const problems = problemsOf(content, (file) => file !== 'screenshots/renamed.jpg');
  expect(problems).toBe(
    'app/content/projects.ts › projects[0].sites[0].screenshot.file: image "screenshots/renamed.jpg" does not exist in app/content/images/',
  );
});

test('a duplicate project is reported', () => {
  const projects = siteContent.portfolio.projects;
  const content = {
    ...siteContent,
    portfolio: { ...siteContent.portfolio, projects: [...projects, projects[1]!] },
  };
  const problems = problemsOf(content);
  expect(problems).toContain(
    `app/content/projects.ts › projects[${projects.length}].slug: duplicate project "embassies"`,
  );
});

test('hours that are not a positive range are reported', () => {
  const [first, ...rest] = siteContent.services.tiers.list;
  const content = {
    ...siteContent,
    services: {
      ...siteContent.services,
      tiers: {
        ...siteContent.services.tiers,
        list: [{ ...first!, hours: { low: 40, high: 20 } }, ...rest],
      },
    },
  };
  expect(problemsOf(content)).toContain(
    'app/content/services.ts › tiers.list[0].hours: must be whole hours',
  );
});

test('a link to a page that does not exist is reported', () => {
  const content = {
    ...siteContent,
    capabilities: { ...siteContent.capabilities, portfolioLink: { to: '/work', label: 'Work' } },
  } as unknown as SiteContent;
  expect(problemsOf(content)).toContain(
    'app/content/capabilities.ts › portfolioLink.to: "/work" is not a page of this site',
  );
});

test('every problem is reported at once, not only the first', () => {
  const content = {
    ...siteContent,
    site: { ...siteContent.site, phone: 'call me', email: 'nobody' },
  };
  const problems = validateContent(content, () => false).map(
    ({ file, field }) => `${file} › ${field}`,
  );
  // The two bad fields, and every image (none exists in this check).
  const images = siteContent.portfolio.projects.flatMap((project) => project.sites).length + 1;
  expect(problems).toHaveLength(2 + images);
  expect(problems).toEqual(
    expect.arrayContaining([
      'app/content/site.ts › phone',
      'app/content/site.ts › email',
      'app/content/about.ts › portrait.file',
      'app/content/projects.ts › projects[0].sites[0].screenshot.file',
      'app/content/projects.ts › projects[3].sites[3].screenshot.file',
      'app/content/projects.ts › projects[6].sites[0].screenshot.file',
    ]),
  );
});
