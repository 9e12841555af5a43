import { type Draft, castDraft, current, produce } from 'immer';
import { expect, test } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import type { ImageSizes } from './schema.ts';
import {
  type SiteContent,
  contentWarnings,
  formatProblems,
  narrowPictureWarnings,
  validateContent,
} from './validate.ts';

/** Every image exists, in the shape its frame needs. */
const everyImageFits: ImageSizes = () => ({ width: 1600, height: 1000 });

type Edit = (content: Draft<SiteContent>) => void;

/** The day of the build the tests check as: the day the availability was confirmed. */
const today = siteContent.site.availability?.confirmed ?? '2026-11-20';

/** The problems the owner is shown for the content as `edit` changes it, one per line. */
function problemsAfter(edit: Edit, imageSize = everyImageFits) {
  return formatProblems(validateContent(produce(siteContent, edit), imageSize, today));
}

/** Sets a field to a value its type does not allow, as an owner's typo could. */
const force = (object: object, field: string, value: unknown) =>
  void Object.assign(object, { [field]: value });

const { projects } = siteContent.portfolio;
const https = 'must be an absolute https:// address';
const alt = 'alt text is missing: describe what the image shows';
const quote =
  'has a straight quote the site did not typeset: wrap the module’s export in curlyQuotes(…), as the modules the site ships are';
const slug = 'must be lowercase words joined by hyphens';
const noSite = 'must be a list of sites, [] for none';
const notAPage =
  'is not a page of this site: link to a page pages.ts lists or a project’s case study (/portfolio/<slug>), or delete the link';
const hours = (tier: number, range: string) =>
  `app/content/services.ts › tiers.list[${tier}].hours: must be whole hours with 0 < low <= high (got ${range})`;
const featuredCount = (count: number) =>
  `app/content/projects.ts › projects[].featured: mark 1 to 3 projects as featured for the home page (got ${count})`;
const featuredAt = projects.findIndex((project) => 'featured' in project);
const { pages } = siteContent;

/** What the messages call the project at `index`: its slug, or that of the copy `atLeast` adds. */
const projectName = (index: number) => projects[index]?.slug ?? `added-project-${index + 1}`;
const first = projectName(0);
const second = projectName(1);

/** The projects, with copies of the first added until there are `count`, whatever projects.ts has. */
function atLeast(content: Draft<SiteContent>, count: number) {
  const list = content.portfolio.projects;
  while (list.length < count) {
    const copy = structuredClone(current(list[0]!));
    delete copy.featured;
    list.push(
      castDraft({ ...copy, slug: projectName(list.length), title: `${copy.title} ${list.length}` }),
    );
  }
  return list;
}

/** Features the first `count` projects, and no other. */
const feature = (count: number) => (content: Draft<SiteContent>) =>
  atLeast(content, count).forEach((project, index) => {
    if (index < count) project.featured = { result: 'A result worth the home page.' };
    else delete project.featured;
  });

// Each mistake an owner may make, and every line they are shown for it: the file, the field, the fix.
test.each<[string, Edit, string[]]>([
  [
    'a screenshot and a portrait without alt text',
    (content) => {
      content.portfolio.projects[0]!.sites[0]!.screenshot!.alt = ' ';
      content.about.portrait.alt = '';
    },
    [
      `app/content/projects.ts › ${first} › sites[0].screenshot.alt: ${alt}`,
      `app/content/about.ts › portrait.alt: ${alt}`,
    ],
  ],
  [
    'addresses on plain http',
    (content) => {
      content.portfolio.projects[0]!.sites[0]!.url = 'http://insecure.example.com/';
      content.site.siteUrl = 'http://www.example.com';
    },
    [
      `app/content/projects.ts › ${first} › sites[0].url: ${https} (got "http://insecure.example.com/")`,
      `app/content/site.ts › siteUrl: ${https} (got "http://www.example.com")`,
    ],
  ],
  [
    'words the site writes from a figure, written as text',
    (content) => {
      force(content.about.portfolioFacts, 'projects', 'projects in all');
      force(content.about.portfolioFacts, 'clients', 'Clients include all of them');
    },
    [
      'app/content/about.ts › portfolioFacts.projects: must be a function of the number of projects, e.g. (count) => `projects in all`',
      'app/content/about.ts › portfolioFacts.clients: must be a function of the clients’ names, e.g. (names) => `Clients include ${names.join(‘, ’)}`',
    ],
  ],
  [
    'words of the frame without the values the site puts in them',
    (content) => {
      content.site.words.perHour = 'per hour';
      content.site.words.barrier = 'Write to {email} or {email}';
      content.site.words.retainer = '{hours} hours a month';
    },
    [
      'app/content/site.ts › words.perHour: must have {price} in it, once each',
      'app/content/site.ts › words.barrier: must have {standard} and {email} in it, once each',
      'app/content/site.ts › words.retainer: must have {hours} and {price} in it, once each',
    ],
  ],
  [
    'a site address ending in a slash',
    (content) => void (content.site.siteUrl = 'https://www.example.com/'),
    ['app/content/site.ts › siteUrl: must not end with "/"'],
  ],
  [
    'a site address in capitals; a design site at an international domain is fine',
    (content) => {
      content.site.siteUrl = 'https://WWW.Example.com';
      content.site.designSiteUrl = 'https://дизайн.example';
    },
    [
      'app/content/site.ts › siteUrl: must be written as browsers write it: "https://www.example.com"',
    ],
  ],
  [
    'a studio summary too long for search results (the home page shows it there)',
    (content) => void (content.site.description = `${content.site.description} `.repeat(2)),
    [
      `app/content/site.ts › description: must be at most 160 characters, as search results show (it has ${2 * siteContent.site.description.length + 2}, counting any name from site.ts in it)`,
    ],
  ],
  [
    'an international domain for the site',
    (content) => void (content.site.siteUrl = 'https://студия.рф'),
    [
      'app/content/site.ts › siteUrl: must be written as browsers write it: "https://xn--d1aizef8e.xn--p1ai"',
    ],
  ],
  [
    'an address without https://, and one without a domain',
    (content) => {
      content.site.designSiteUrl = 'design.example.com';
      atLeast(content, 2)[1]!.sites[0]!.url = 'https://localhost/x';
    },
    [
      `app/content/site.ts › designSiteUrl: ${https} (got "design.example.com")`,
      `app/content/projects.ts › ${second} › sites[0].url: ${https} (got "https://localhost/x")`,
    ],
  ],
  [
    'a phone number that cannot become a tel: link',
    (content) => void (content.site.phone = '(202) 555-0142'),
    [
      'app/content/site.ts › phone: "(202) 555-0142" cannot become a tel: link: write it as + country code and digits, e.g. +12025550142',
    ],
  ],
  [
    'a place whose country is a name, not its code',
    (content) => void (content.site.location = { city: 'Lyon', country: 'France' }),
    [
      'app/content/site.ts › location.country: "France" is not a country code: write its two capitals, such as US, ES or DE',
    ],
  ],
  [
    'a place with a region, in a country of two capitals',
    (content) => void (content.site.location = { city: 'Bonn', region: 'NRW', country: 'DE' }),
    [],
  ],
  // In lower case, two capitals that name no country, and three letters.
  ...['fr', 'AA', 'FRA'].map((code): [string, Edit, string[]] => [
    `a country code written ${code}`,
    (content) => void (content.site.location = { city: 'Lyon', country: code }),
    [
      `app/content/site.ts › location.country: "${code}" is not a country code: write its two capitals, such as US, ES or DE`,
    ],
  ]),
  [
    'a malformed email address',
    (content) => void (content.site.email = 'hello@example'),
    [
      'app/content/site.ts › email: "hello@example" is not a valid email address: write it as name@domain, e.g. hello@example.com',
    ],
  ],
  [
    'a project card without its challenge, solution, results or tech stack',
    (content) => {
      const project = content.portfolio.projects[0]!;
      force(project, 'challenge', undefined);
      force(project, 'techStack', undefined);
      project.solution = '';
      project.results = '';
    },
    [
      `app/content/projects.ts › ${first} › challenge: is missing`,
      `app/content/projects.ts › ${first} › solution: is empty`,
      `app/content/projects.ts › ${first} › results: is empty`,
      `app/content/projects.ts › ${first} › techStack: is missing`,
    ],
  ],
  [
    'blank text and an empty list',
    (content) => {
      content.portfolio.projects[0]!.challenge = '  ';
      content.portfolio.projects[0]!.techStack = [];
    },
    [
      `app/content/projects.ts › ${first} › challenge: is empty`,
      `app/content/projects.ts › ${first} › techStack: is an empty list`,
    ],
  ],
  [
    'a project twice, told apart by its place',
    (content) => {
      const copy = structuredClone(current(content.portfolio.projects[0]!));
      delete copy.featured;
      content.portfolio.projects.push(castDraft(copy));
    },
    [
      `app/content/projects.ts › projects[${projects.length}].slug: "${first}" is the slug of projects[0] too: give this project a slug of its own (its case study's address, /portfolio/<slug>), or delete one of the two`,
      `app/content/projects.ts › projects[${projects.length}].title: "${projects[0]!.title}" is the title of projects[0] too: give each project a title of its own`,
    ],
  ],
  [
    'a project three times: each copy names the first',
    (content) => {
      const copy = structuredClone(current(content.portfolio.projects[0]!));
      delete copy.featured;
      content.portfolio.projects.push(castDraft(copy), castDraft(structuredClone(copy)));
    },
    [projects.length, projects.length + 1].flatMap((at) => [
      `app/content/projects.ts › projects[${at}].slug: "${first}" is the slug of projects[0] too: give this project a slug of its own (its case study's address, /portfolio/<slug>), or delete one of the two`,
      `app/content/projects.ts › projects[${at}].title: "${projects[0]!.title}" is the title of projects[0] too: give each project a title of its own`,
    ]),
  ],
  [
    'two projects with one title',
    (content) => void (atLeast(content, 2)[1]!.title = projects[0]!.title),
    [
      `app/content/projects.ts › ${second} › title: "${projects[0]!.title}" is the title of projects[0] too: give each project a title of its own`,
    ],
  ],
  [
    'a slug in capitals, and one with a space',
    (content) => {
      const [one, two] = atLeast(content, 2);
      one!.slug = 'Faith Foundation';
      two!.slug = 'faith foundation';
    },
    [
      `app/content/projects.ts › Faith Foundation › slug: "Faith Foundation" ${slug}`,
      `app/content/projects.ts › faith foundation › slug: "faith foundation" ${slug}`,
    ],
  ],
  [
    'a project with no site, which is fine, and one whose sites are not written at all',
    (content) => {
      const [one, two] = atLeast(content, 2);
      one!.sites = [];
      force(two!, 'sites', undefined);
    },
    [`app/content/projects.ts › ${second} › sites: ${noSite}`],
  ],
  [
    'a site without a screenshot, which is fine',
    (content) => void delete content.portfolio.projects[0]!.sites[0]!.screenshot,
    [],
  ],
  [
    'a call to action without a heading',
    (content) => void (content.portfolio.callToAction.heading = ''),
    ['app/content/projects.ts › callToAction.heading: is empty'],
  ],
  [
    'straight quotes in a module whose export is not wrapped in curlyQuotes',
    (content) => {
      content.contact.heading = "Let's talk";
      content.services.consult.heading = 'A "free" consult';
    },
    [
      `app/content/contact.ts › heading: ${quote}`,
      `app/content/services.ts › consult.heading: ${quote}`,
    ],
  ],
  ['curly quotes', (content) => void (content.contact.heading = 'Let’s talk'), []],
  [
    'a link to a page that does not exist',
    (content) => void (content.services.consult.link.to = '/work'),
    [`app/content/services.ts › consult.link.to: "/work" ${notAPage}`],
  ],
  [
    'a broken link inside a list',
    (content) => void (content.home.callToAction.links[0]!.to = '/nowhere'),
    [`app/content/home.ts › callToAction.links[0].to: "/nowhere" ${notAPage}`],
  ],
  [
    'a link text for the selected work that is not worded from the count',
    (content) => {
      content.home.selectedWork.link = { to: '/home', label: () => 'All' };
      force(content.home.selectedWork.link, 'label', 'All projects');
    },
    [
      'app/content/home.ts › selectedWork.link.label: must be a function of the number of projects, e.g. (count) => `All ${count}`',
    ],
  ],
  [
    'an hourly rate of zero',
    (content) => void (content.services.hourlyRate = 0),
    [
      'app/content/services.ts › hourlyRate: must be a positive amount, in site.ts’s currency, for an hour’s work',
    ],
  ],
  [
    'an hourly rate written as text',
    (content) => force(content.services, 'hourlyRate', '60'),
    [
      'app/content/services.ts › hourlyRate: must be a number, written without quotes: 60, not "60"',
    ],
  ],
  [
    'an hourly rate written as text, of no amount',
    (content) => force(content.services, 'hourlyRate', '0'),
    ['app/content/services.ts › hourlyRate: must be a number (got "0")'],
  ],
  ...['en_US!', 'und'].map((tag): [string, Edit, string[]] => [
    `a language written ${tag}`,
    (content) => void (content.site.language = tag),
    [
      `app/content/site.ts › language: "${tag}" is not a language tag: write one such as en, en-GB, es or el`,
    ],
  ]),
  [
    'a currency in lower case, and a paper size the resume is not set on',
    (content) => {
      content.site.currency = 'usd';
      force(content.site, 'paperSize', 'Legal');
    },
    [
      'app/content/site.ts › currency: "usd" is not a currency code: write its three capitals, such as USD, EUR or GBP',
      'app/content/site.ts › paperSize: "Legal" is not a paper size: write Letter or A4',
    ],
  ],
  [
    'a list written as one text',
    (content) => force(content.resume, 'strengths', 'Design'),
    ['app/content/resume.ts › strengths: must be a list, in [ ] (got "Design")'],
  ],
  [
    'a retainer of part of an hour, and one of no hours',
    (content) => {
      content.services.design.retainer.hoursPerMonth = 2.5;
      content.services.improvement.retainer.hoursPerMonth = 0;
    },
    [
      'app/content/services.ts › design.retainer.hoursPerMonth: must be a positive whole number (got 2.5)',
      'app/content/services.ts › improvement.retainer.hoursPerMonth: must be a positive whole number (got 0)',
    ],
  ],
  [
    'hours of part of an hour, from zero, high to low; and of one figure, which is fine',
    (content) => {
      const first = content.services.tiers.list[0]!;
      const ranges = [
        [1.5, 40],
        [0, 40],
        [41, 40],
        [20, 40.5],
        [40, 40],
      ] as const;
      content.services.tiers.list = ranges.map(([low, high]) => ({
        ...first,
        hours: { low, high },
      }));
    },
    [hours(0, '1.5–40'), hours(1, '0–40'), hours(2, '41–40'), hours(3, '20–40.5')],
  ],
  [
    'two tiers marked popular, and a popular tier with no words for its mark',
    (content) => {
      const { tiers } = content.services;
      const first = tiers.list[0]!;
      tiers.list = [0, 1, 2].map((at) => ({ ...first, name: `Tier ${at}`, popular: true }));
      delete tiers.popularLabel;
    },
    [
      'app/content/services.ts › tiers.list[1].popular: is marked popular, as list[0] is: one tier at most is where most clients start, so remove `popular: true` from all but one',
      'app/content/services.ts › tiers.list[2].popular: is marked popular, as list[0] is: one tier at most is where most clients start, so remove `popular: true` from all but one',
      'app/content/services.ts › tiers.popularLabel: is missing: list[0] is marked popular, and its mark needs the words it reads ("Where most clients start")',
    ],
  ],
  [
    'one tier marked popular, with the words for its mark, which is fine',
    (content) => {
      content.services.tiers.list[0]!.popular = true;
      content.services.tiers.popularLabel = 'Most start here';
    },
    [],
  ],
  [
    'a position that ends before it starts',
    (content) => {
      content.resume.experience[0]!.startYear = 2030;
      content.resume.experience[0]!.endYear = 2029;
    },
    ['app/content/resume.ts › experience[0]: ends (2029) before it starts (2030)'],
  ],
  [
    'positions that end the year they start, and one that goes on',
    (content) => {
      content.resume.experience.forEach((at) => void (at.endYear = at.startYear));
      delete content.resume.experience[0]!.endYear;
    },
    [],
  ],
  ['no project featured', feature(0), [featuredCount(0)]],
  ['one project featured', feature(1), []],
  ['three projects featured', feature(3), []],
  ['four projects featured', feature(4), [featuredCount(4)]],
  [
    'a featured result longer than a line',
    (content) =>
      void (content.portfolio.projects[featuredAt]!.featured = { result: 'x'.repeat(81) }),
    [
      `app/content/projects.ts › ${projectName(featuredAt)} › featured.result: must fit on one line: at most 80 characters (got 81)`,
    ],
  ],
  [
    'a featured result of a full line',
    (content) =>
      void (content.portfolio.projects[featuredAt]!.featured = { result: 'x'.repeat(80) }),
    [],
  ],
  [
    'an empty menu label, and descriptions too short and too long for search results',
    (content) => {
      content.pages[0]!.label = ' ';
      content.pages[0]!.description = 'x'.repeat(161);
      content.pages.at(-1)!.description = 'Too short.';
    },
    [
      `app/content/pages.ts › ${pages[0]!.path} › label: is empty`,
      `app/content/pages.ts › ${pages[0]!.path} › description: must be at most 160 characters, as search results show (it has 161, counting any name from site.ts in it)`,
      `app/content/pages.ts › ${pages.at(-1)!.path} › description: must be at least 50 characters`,
    ],
  ],
  [
    'the home page removed',
    (content) => void (content.pages = content.pages.filter((page) => page.path !== '/home')),
    [
      'app/content/pages.ts › pages: must list "/home": the site’s address opens it, so it cannot be removed',
    ],
  ],
  [
    'no design site: its link goes, and nothing else is asked for',
    (content) => void delete content.site.designSiteUrl,
    [],
  ],
  [
    'a brand colour that is not #rrggbb, in one theme',
    (content) => void (content.site.brandColor = { light: '#115e59', dark: 'teal' }),
    [
      'app/content/site.ts › brandColor.dark: "teal" is not a colour: write it as #rrggbb, e.g. #115e59',
    ],
  ],
  [
    'a display face named by a URL, with an axis misnamed and no kind of stand-in',
    (content) =>
      void (content.site.displayFace = {
        file: 'https://fonts.example.com/face.woff2',
        axes: { weight: 600 },
        fallback: 'cursive' as 'serif',
      }),
    [
      'app/content/site.ts › displayFace.file: "https://fonts.example.com/face.woff2" is not a font file of a package: write its package and path, e.g. "@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2"',
      'app/content/site.ts › displayFace.axes.weight: an axis is named by its four letters, e.g. wght',
      'app/content/site.ts › displayFace.fallback: "cursive" is not a kind of face: write serif or sans-serif',
    ],
  ],
  [
    'a display face’s axes written as one text',
    (content) =>
      void (content.site.displayFace = {
        file: '@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2',
        axes: 'wght 600' as unknown as Record<string, number>,
        fallback: 'serif',
      }),
    ['app/content/site.ts › displayFace.axes: write each axis with its value, e.g. { wght: 600 }'],
  ],
  [
    'a link to a project’s case study, and one to a slug projects.ts does not have',
    (content) => {
      content.home.callToAction.links = [
        { to: `/portfolio/${projects[0]!.slug}`, label: 'A case study' },
        { to: '/portfolio/gone', label: 'A retired project' },
      ];
    },
    [
      // Case studies are pages while the portfolio is.
      ...(pages.some((page) => page.path === '/portfolio')
        ? []
        : [
            `app/content/home.ts › callToAction.links[0].to: "/portfolio/${projects[0]!.slug}" ${notAPage}`,
          ]),
      `app/content/home.ts › callToAction.links[1].to: "/portfolio/gone" ${notAPage}`,
    ],
  ],
  [
    'every optional part of a case study',
    (content) => {
      Object.assign(content.portfolio.projects[0]!, {
        role: 'Design and development',
        timeframe: '2024–2025',
        metrics: [{ value: '3×', label: 'faster pages' }],
        story: [{ heading: 'Context', paragraphs: ['It began with a call.'] }],
        gallery: [{ file: projects[0]!.sites[0]!.screenshot!.file, alt: 'The home page' }],
        description: 'A description of the case study that search results show under its title.',
      });
    },
    [],
  ],
  [
    'a figure without its label, a story section without text, a gallery picture without alt text',
    (content) => {
      Object.assign(content.portfolio.projects[0]!, {
        metrics: [{ value: '+25%' }],
        story: [{ heading: 'What was hard' }, { heading: 'Approach', paragraphs: [] }],
        gallery: [{ file: projects[0]!.sites[0]!.screenshot!.file, alt: ' ' }],
      });
    },
    [
      `app/content/projects.ts › ${projectName(0)} › metrics[0].label: is missing`,
      `app/content/projects.ts › ${projectName(0)} › story[0].paragraphs: is missing`,
      `app/content/projects.ts › ${projectName(0)} › story[1].paragraphs: is an empty list`,
      `app/content/projects.ts › ${projectName(0)} › gallery[0].alt: alt text is missing: describe what the image shows`,
    ],
  ],
  [
    'a case study whose challenge and results are too short to describe it',
    (content) => {
      Object.assign(content.portfolio.projects[0]!, { challenge: 'Slow.', results: 'Fast.' });
    },
    [
      `app/content/projects.ts › ${projectName(0)} › description: is needed: made from the challenge and the results, the case study’s description has 11 characters, and search results want 50 to 160; write one`,
    ],
  ],
  [
    'a case study described by its challenge and results of just enough characters, or its own words',
    (content) => {
      const [one, two] = atLeast(content, 2);
      // 44 + 1 + 5: the 50 that search results want at least.
      Object.assign(one!, { challenge: 'x'.repeat(44), results: 'Done.', description: undefined });
      Object.assign(two!, { challenge: 'Slow.', results: 'Fast.', description: 'd'.repeat(60) });
    },
    [],
  ],
  [
    'a slug left blank: the entry is named by its place',
    (content) => void (content.portfolio.projects[0]!.slug = '  '),
    [`app/content/projects.ts › projects[0].slug: "  " ${slug}`],
  ],
  [
    'an availability month that is not a month, and a confirmation that is not a date',
    (content) => void (content.site.availability = { status: '2027-13', confirmed: '2026-02-30' }),
    [
      'app/content/site.ts › availability.status: "2027-13" is not a month: write "now", "booked", or a month as YYYY-MM, e.g. 2027-03',
      'app/content/site.ts › availability.confirmed: "2026-02-30" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-27',
    ],
  ],
  [
    'availability confirmed after the day of the build, and none stated at all',
    (content) => {
      content.site.availability = { status: 'booked', confirmed: '2100-01-01' };
    },
    [
      `app/content/site.ts › availability.confirmed: 2100-01-01 is after the day of this build (${today}): write the day you last checked your availability`,
    ],
  ],
  ['no availability stated', (content) => void delete content.site.availability, []],
  [
    'a resume year JSON Resume would not take: not four digits',
    (content) => {
      content.resume.experience[0]!.startYear = 24;
      content.resume.education[0]!.year = 20061;
    },
    [
      'app/content/resume.ts › experience[0].startYear: 24 is not a year: write all four digits',
      'app/content/resume.ts › education[0].year: 20061 is not a year: write all four digits',
    ],
  ],

  [
    'testimonials about no project, a project, and a project projects.ts does not have',
    (content) => {
      const words = { quote: 'Worth it.', name: 'Ana', role: 'Director', organisation: 'A trust' };
      content.testimonials = [
        words,
        { ...words, project: projects[0]!.slug },
        { ...words, project: 'gone' },
      ];
    },
    [
      `app/content/testimonials.ts › [2].project: "gone" is not the slug of a project in app/content/projects.ts: write one of ${projects.map(({ slug }) => `"${slug}"`).join(', ')}, or delete project to show the quote on Home alone`,
    ],
  ],
])('%s', (_, edit, expected) => {
  const problems = problemsAfter(edit);
  expect(problems === '' ? [] : problems.split('\n').toSorted()).toEqual(expected.toSorted());
});

const lastProject = projects.at(-1)!;
const screenshot = `screenshots/${lastProject.sites[0]!.screenshot!.file}`;

test.each<[string, ImageSizes, string]>([
  [
    'a screenshot that is not 16:10',
    (file) => (file === screenshot ? { width: 1200, height: 800 } : everyImageFits(file)),
    `app/content/projects.ts › ${lastProject.slug} › sites[0].screenshot.file: image "${screenshot}" is 1200×800; it must be 16:10 (for example 1200×750), the shape its card draws it in`,
  ],
  [
    'a screenshot that does not exist',
    (file) => (file === screenshot ? undefined : everyImageFits(file)),
    `app/content/projects.ts › ${lastProject.slug} › sites[0].screenshot.file: image "${screenshot}" does not exist in app/content/images/`,
  ],
  [
    'a portrait that does not exist',
    (file) => (file === siteContent.about.portrait.file ? undefined : everyImageFits(file)),
    `app/content/about.ts › portrait.file: image "${siteContent.about.portrait.file}" does not exist in app/content/images/`,
  ],
  [
    'a portrait of any shape',
    (file) =>
      file === siteContent.about.portrait.file ? { width: 640, height: 800 } : everyImageFits(file),
    '',
  ],
])('%s', (_, imageSize, expected) => {
  expect(problemsAfter(() => {}, imageSize)).toBe(expected);
});

test('every problem is reported at once, not only the first', () => {
  const content = produce(siteContent, (draft) => {
    draft.site.phone = 'call me';
    draft.site.email = 'nobody';
    draft.services.consult.link.to = '/work';
  });
  // The three bad fields, and every image (none exists in this check).
  const screenshots = projects.flatMap((project) =>
    project.sites.map(
      (_, site) => `app/content/projects.ts › ${project.slug} › sites[${site}].screenshot.file`,
    ),
  );
  expect(
    validateContent(content, () => undefined)
      .map(({ file, field }) => `${file} › ${field}`)
      .toSorted(),
  ).toEqual(
    [
      'app/content/site.ts › phone',
      'app/content/site.ts › email',
      'app/content/services.ts › consult.link.to',
      'app/content/about.ts › portrait.file',
      ...screenshots,
    ].toSorted(),
  );
});

test('a confirmation older than 90 days is a warning that says what to do; at 90 days, none', () => {
  const confirmed = '2026-08-29';
  const content = produce(siteContent, (draft) => {
    draft.site.availability = { status: 'now', confirmed };
  });
  expect(contentWarnings(content, '2026-11-27')).toEqual([]);
  expect(formatProblems(contentWarnings(content, '2026-11-28'))).toBe(
    `app/content/site.ts › availability.confirmed: confirmed 91 days ago (${confirmed}): check that availability still says what you can take on, then set confirmed to today's date, or delete availability`,
  );
  expect(contentWarnings(produce(content, (draft) => void delete draft.site.availability))).toEqual(
    [],
  );
});

test('a picture narrower than the widest the site draws it is a warning that names the file and the width it needs', () => {
  const [first] = projects;
  const narrow = `screenshots/${first?.sites[0]?.screenshot?.file ?? ''}`;
  // One screenshot 800px wide, the portrait 200px: each drawn wider than that somewhere.
  const sizes: ImageSizes = (file) =>
    file === narrow
      ? { width: 800, height: 500 }
      : file === siteContent.about.portrait.file
        ? { width: 200, height: 250 }
        : { width: 1600, height: 1000 };
  expect(formatProblems(narrowPictureWarnings(siteContent, sizes))).toBe(
    [
      `app/content/about.ts › portrait.file: image "${siteContent.about.portrait.file}" is 200px wide, and the site draws it up to 224px wide: replace it with a file at least 224px wide, or it blurs`,
      `app/content/projects.ts › ${first?.slug} › sites[0].screenshot.file: image "${narrow}" is 800px wide, and the site draws it up to 1248px wide: replace it with a file at least 1248px wide, or it blurs`,
    ].join('\n'),
  );
  expect(narrowPictureWarnings(siteContent, everyImageFits)).toEqual([]);
});

test('a picture as wide as the site draws it, or missing (a problem of its own), is no warning; one in a gallery is named by its place', () => {
  const [first] = projects;
  const lead = `screenshots/${first?.sites[0]?.screenshot?.file ?? ''}`;
  const withGallery = produce(siteContent, (draft) => {
    draft.portfolio.projects[0]!.gallery = [{ file: 'more.jpg', alt: 'More of the site' }];
  });
  const sizes: ImageSizes = (file) =>
    file === lead
      ? { width: 1248, height: 780 }
      : file === 'screenshots/more.jpg'
        ? { width: 800, height: 500 }
        : file === siteContent.about.portrait.file
          ? undefined
          : everyImageFits(file);
  expect(formatProblems(narrowPictureWarnings(withGallery, sizes))).toBe(
    `app/content/projects.ts › ${first?.slug} › gallery[0].file: image "screenshots/more.jpg" is 800px wide, and the site draws it up to 1248px wide: replace it with a file at least 1248px wide, or it blurs`,
  );
});

test('a picture’s dark version must exist, at the size of the picture it stands in for', () => {
  const dark = 'screenshots/night.jpg';
  const edit: Edit = (content) => {
    content.portfolio.projects.at(-1)!.sites[0]!.screenshot!.dark = 'night.jpg';
  };
  const field = `app/content/projects.ts › ${lastProject.slug} › sites[0].screenshot.dark`;
  expect(problemsAfter(edit)).toBe('');
  expect(problemsAfter(edit, (file) => (file === dark ? undefined : everyImageFits(file)))).toBe(
    `${field}: image "${dark}" does not exist in app/content/images/`,
  );
  expect(
    problemsAfter(edit, (file) =>
      file === dark ? { width: 800, height: 500 } : everyImageFits(file),
    ),
  ).toBe(
    `${field}: image "${dark}" is 800×500; it must be the size of "${lastProject.sites[0]!.screenshot!.file}", 1600×1000, which it stands in for in the dark theme`,
  );
  // One side off is enough.
  for (const size of [
    { width: 1600, height: 999 },
    { width: 1599, height: 1000 },
  ])
    expect(problemsAfter(edit, (file) => (file === dark ? size : everyImageFits(file)))).toContain(
      `is ${size.width}×${size.height}; it must be the size of`,
    );
});
