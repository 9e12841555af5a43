import { expect, test } from 'vitest';
import type { Project } from './projects.ts';
import type { ImageSizes } from './schema.ts';
import { type ImageSize, formatProblems, siteContent, validateContent } from './validate.ts';

/** Every image exists, in the shape its frame needs. */
const everyImageFits = (_file: string): ImageSize | undefined => ({ width: 1600, height: 1000 });

/** The content with one project changed: the first, or the one at `index`. */
function withProject(change: (project: Project) => object, index = 0) {
  const projects: readonly Project[] = siteContent.portfolio.projects;
  if (!projects[index]) throw new Error(`the portfolio has no project ${index}`);
  return {
    ...siteContent,
    portfolio: {
      ...siteContent.portfolio,
      projects: projects.map((project, at) => (at === index ? change(project) : project)),
    },
  };
}

function problemsOf(content: unknown, imageSize = everyImageFits) {
  return formatProblems(validateContent(content, imageSize));
}

test('a screenshot that is not 16:10 is reported with its size and the shape it needs', () => {
  const problems = problemsOf(siteContent, (file) =>
    file === `screenshots/${siteContent.portfolio.projects[2]!.sites[0]!.screenshot.file}`
      ? { width: 1200, height: 800 }
      : everyImageFits(file),
  );
  expect(problems).toBe(
    `app/content/projects.ts › projects[2].sites[0].screenshot.file: image "screenshots/${siteContent.portfolio.projects[2]!.sites[0]!.screenshot.file}" is 1200×800; it must be 16:10 (for example 1200×750), the shape its card draws it in`,
  );
});

test('the portrait may have any shape', () => {
  expect(
    problemsOf(siteContent, (file) =>
      file === siteContent.about.portrait.file ? { width: 640, height: 800 } : everyImageFits(file),
    ),
  ).toBe('');
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
    return { ...rest, solution: '', results: '' };
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
  const problems = problemsOf(content, (file) =>
    file === 'screenshots/renamed.jpg' ? undefined : everyImageFits(file),
  );
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

test('a straight apostrophe or quote in the text is reported, with the curly ones to use', () => {
  const content = {
    ...siteContent,
    contact: { ...siteContent.contact, heading: "Let's talk" },
    services: {
      ...siteContent.services,
      consult: { ...siteContent.services.consult, heading: 'A "free" consult' },
    },
  };
  const message =
    'has a straight quote: write ’ for an apostrophe, and “ ” or ‘ ’ around a quotation';
  expect(problemsOf(content).split('\n').toSorted()).toEqual([
    `app/content/contact.ts › heading: ${message}`,
    `app/content/services.ts › consult.heading: ${message}`,
  ]);
  expect(
    problemsOf({ ...siteContent, contact: { ...siteContent.contact, heading: 'Let’s talk' } }),
  ).toBe('');
});

test('a link to a page that does not exist is reported', () => {
  const content = {
    ...siteContent,
    capabilities: { ...siteContent.capabilities, portfolioLink: { to: '/work', label: 'Work' } },
  };
  expect(problemsOf(content)).toContain(
    'app/content/capabilities.ts › portfolioLink.to: "/work" is not a page of this site',
  );
});

test('every problem is reported at once, not only the first', () => {
  const content = {
    ...siteContent,
    site: { ...siteContent.site, phone: 'call me', email: 'nobody' },
    capabilities: { ...siteContent.capabilities, portfolioLink: { to: '/work', label: 'Work' } },
  };
  const problems = validateContent(content, () => undefined).map(
    ({ file, field }) => `${file} › ${field}`,
  );
  // The three bad fields, and every image (none exists in this check).
  const screenshots = siteContent.portfolio.projects.flatMap((project, at) =>
    project.sites.map(
      (_, site) => `app/content/projects.ts › projects[${at}].sites[${site}].screenshot.file`,
    ),
  );
  expect(problems.toSorted()).toEqual(
    [
      'app/content/site.ts › phone',
      'app/content/site.ts › email',
      'app/content/capabilities.ts › portfolioLink.to',
      'app/content/about.ts › portrait.file',
      ...screenshots,
    ].toSorted(),
  );
});

test('each rule names its file, field and fix', () => {
  const cases: [string, unknown, string, ImageSizes?][] = [
    [
      'a site address ending in a slash',
      { ...siteContent, site: { ...siteContent.site, siteUrl: 'https://www.example.com/' } },
      'app/content/site.ts › siteUrl: must not end with "/"',
    ],
    [
      'an address without a domain',
      { ...siteContent, site: { ...siteContent.site, designSiteUrl: 'https://localhost/x' } },
      'app/content/site.ts › designSiteUrl: must be an absolute https:// address (got "https://localhost/x")',
    ],
    [
      'an address that is not a URL',
      { ...siteContent, site: { ...siteContent.site, designSiteUrl: 'design site' } },
      'app/content/site.ts › designSiteUrl: must be an absolute https:// address (got "design site")',
    ],
    [
      'a slug that is not lowercase words with hyphens',
      withProject((project) => ({ ...project, slug: 'Faith Foundation' })),
      'app/content/projects.ts › projects[0].slug: "Faith Foundation" must be lowercase words joined by hyphens',
    ],
    [
      'a slug with a space after its first word',
      withProject((project) => ({ ...project, slug: 'faith foundation' })),
      'app/content/projects.ts › projects[0].slug: "faith foundation" must be lowercase words joined by hyphens',
    ],
    [
      'a project with an empty list of sites',
      withProject((project) => ({ ...project, sites: [] })),
      'app/content/projects.ts › projects[0].sites: needs at least one site with a screenshot',
    ],
    [
      'a portfolio call to action without a heading',
      {
        ...siteContent,
        portfolio: {
          ...siteContent.portfolio,
          callToAction: { ...siteContent.portfolio.callToAction, heading: '' },
        },
      },
      'app/content/projects.ts › callToAction.heading: is empty',
    ],
    [
      'a link text for the selected work that is not worded from the count',
      {
        ...siteContent,
        home: {
          ...siteContent.home,
          selectedWork: {
            ...siteContent.home.selectedWork,
            link: { ...siteContent.home.selectedWork.link, label: 'All projects' },
          },
        },
      },
      'app/content/home.ts › selectedWork.link.label: must be a function of the number of projects, e.g. (count) => `All ${count}`',
    ],
    [
      'a portrait file that does not exist',
      siteContent,
      'app/content/about.ts › portrait.file: image "portrait.jpg" does not exist in app/content/images/',
      (file) => (file === 'portrait.jpg' ? undefined : everyImageFits(file)),
    ],
    [
      'a project without sites',
      withProject((project) => ({ ...project, sites: undefined })),
      'app/content/projects.ts › projects[0].sites: needs at least one site with a screenshot',
    ],
    [
      'an hourly rate of zero',
      { ...siteContent, services: { ...siteContent.services, hourlyRate: 0 } },
      'app/content/services.ts › hourlyRate: must be a positive number of dollars',
    ],
    [
      'a retainer of part of an hour',
      {
        ...siteContent,
        services: {
          ...siteContent.services,
          design: {
            ...siteContent.services.design,
            retainer: { ...siteContent.services.design.retainer, hoursPerMonth: 2.5 },
          },
        },
      },
      'app/content/services.ts › design.retainer.hoursPerMonth: must be a positive whole number (got 2.5)',
    ],
    [
      'a position that ends before it starts',
      {
        ...siteContent,
        resume: {
          ...siteContent.resume,
          experience: siteContent.resume.experience.map((position, index) =>
            index === 1 ? { ...position, startYear: 2030 } : position,
          ),
        },
      },
      `app/content/resume.ts › experience[1]: ends (${siteContent.resume.experience[1]!.endYear}) before it starts (2030)`,
    ],
  ];
  for (const [what, content, problem, imageSize] of cases)
    expect(problemsOf(content, imageSize), what).toBe(problem);
});

test('an empty list and empty text are reported where they are', () => {
  const content = withProject((project) => ({ ...project, techStack: [], challenge: '  ' }));
  expect(problemsOf(content).split('\n')).toEqual([
    'app/content/projects.ts › projects[0].challenge: is empty',
    'app/content/projects.ts › projects[0].techStack: is an empty list',
  ]);
});

test('hour ranges: each bound must be a whole, positive number, low to high; equal is fine', () => {
  const withHours = (low: number, high: number) => ({
    ...siteContent,
    services: {
      ...siteContent.services,
      tiers: {
        ...siteContent.services.tiers,
        list: siteContent.services.tiers.list.map((tier, index) =>
          index === 0 ? { ...tier, hours: { low, high } } : tier,
        ),
      },
    },
  });
  const problem = (low: number, high: number) =>
    `app/content/services.ts › tiers.list[0].hours: must be whole hours with 0 < low <= high (got ${low}–${high})`;
  expect(problemsOf(withHours(1.5, 40))).toBe(problem(1.5, 40));
  expect(problemsOf(withHours(20, 40.5))).toBe(problem(20, 40.5));
  expect(problemsOf(withHours(0, 40))).toBe(problem(0, 40));
  expect(problemsOf(withHours(41, 40))).toBe(problem(41, 40));
  expect(problemsOf(withHours(40, 40))).toBe('');
});

test('a retainer of no hours is reported; a position may end the year it starts, or go on', () => {
  const retainer = (hoursPerMonth: number) => ({
    ...siteContent,
    services: {
      ...siteContent.services,
      improvement: {
        ...siteContent.services.improvement,
        retainer: { ...siteContent.services.improvement.retainer, hoursPerMonth },
      },
    },
  });
  expect(problemsOf(retainer(0))).toBe(
    'app/content/services.ts › improvement.retainer.hoursPerMonth: must be a positive whole number (got 0)',
  );
  const positions = (
    change: (position: (typeof siteContent.resume.experience)[number]) => object,
  ) => ({
    ...siteContent,
    resume: { ...siteContent.resume, experience: siteContent.resume.experience.map(change) },
  });
  expect(problemsOf(positions((position) => ({ ...position, endYear: position.startYear })))).toBe(
    '',
  );
  expect(problemsOf(positions((position) => ({ ...position, endYear: undefined })))).toBe('');
});

test('a duplicate title is reported even under another slug', () => {
  const [first, second, ...rest] = siteContent.portfolio.projects;
  const content = {
    ...siteContent,
    portfolio: {
      ...siteContent.portfolio,
      projects: [first!, { ...second!, title: first!.title }, ...rest],
    },
  };
  expect(problemsOf(content)).toBe(
    `app/content/projects.ts › projects[1].title: duplicate project title "${first!.title}"`,
  );
});

test('a plain-http site address is reported as siteUrl', () => {
  const content = {
    ...siteContent,
    site: { ...siteContent.site, siteUrl: 'http://www.example.com' },
  };
  expect(problemsOf(content)).toBe(
    'app/content/site.ts › siteUrl: must be an absolute https:// address (got "http://www.example.com")',
  );
});

test('a broken link inside a list is found, with its place in the list', () => {
  const links = siteContent.home.callToAction.links;
  const content = {
    ...siteContent,
    home: {
      ...siteContent.home,
      callToAction: {
        ...siteContent.home.callToAction,
        links: links.map((link, index) => (index === 1 ? { ...link, to: '/nowhere' } : link)),
      },
    },
  };
  expect(problemsOf(content)).toBe(
    'app/content/home.ts › callToAction.links[1].to: "/nowhere" is not a page of this site',
  );
});

test('a value of the wrong kind is reported with the kind the field needs', () => {
  const content = { ...siteContent, services: { ...siteContent.services, hourlyRate: '60' } };
  expect(problemsOf(content)).toBe(
    'app/content/services.ts › hourlyRate: Invalid input: expected number, received string',
  );
});

/** The content with `count` projects featured, the first ones. */
function withFeatured(count: number) {
  const projects = siteContent.portfolio.projects.map(
    ({ featured: _featured, ...project }, index) =>
      index < count
        ? { ...project, featured: { result: 'A result worth the home page.' } }
        : project,
  );
  return { ...siteContent, portfolio: { ...siteContent.portfolio, projects } };
}

test('the home page features one to three projects, each with a one-line result', () => {
  const outOfRange = (count: number) =>
    `app/content/projects.ts › projects[].featured: mark 1 to 3 projects as featured for the home page (got ${count})`;
  expect(problemsOf(withFeatured(0))).toBe(outOfRange(0));
  expect(problemsOf(withFeatured(4))).toBe(outOfRange(4));
  for (const count of [1, 2, 3]) expect(problemsOf(withFeatured(count))).toBe('');
  const featured = siteContent.portfolio.projects.findIndex((project) => 'featured' in project);
  const wordy = withProject(
    (project) => ({
      ...project,
      featured: {
        result:
          'A result that goes on and on, far longer than a single line of the strip could ever hold.',
      },
    }),
    featured,
  );
  expect(problemsOf(wordy)).toContain(
    `app/content/projects.ts › projects[${featured}].featured.result: must fit on one line: at most 80 characters (got 89)`,
  );
  const oneLine = withProject(
    (project) => ({ ...project, featured: { result: 'x'.repeat(80) } }),
    featured,
  );
  expect(problemsOf(oneLine)).toBe('');
});

test('an empty menu label, or a description search results would cut, is reported with its page', () => {
  const [first, second, ...rest] = siteContent.pages;
  const pages = [{ ...first!, label: ' ' }, { ...second!, description: 'Too short.' }, ...rest];
  expect(problemsOf({ ...siteContent, pages })).toBe(
    [
      'app/content/pages.ts › [0].label: is empty',
      'app/content/pages.ts › [1].description: must be at least 50 characters',
    ].join('\n'),
  );
});

test('a testimonial about a project that projects.ts does not have is reported; one about none is fine', () => {
  const [first] = siteContent.portfolio.projects;
  const quote = { quote: 'Worth it.', name: 'Ana', role: 'Director', organisation: 'A trust' };
  const content = {
    ...siteContent,
    testimonials: [quote, { ...quote, project: first?.slug }, { ...quote, project: 'gone' }],
  };
  expect(problemsOf(content)).toBe(
    'app/content/testimonials.ts › [2].project: "gone" is not the slug of a project in app/content/projects.ts',
  );
});
