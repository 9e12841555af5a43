/**
 * The figures the specification publishes (prices, the rate, dates,
 * headings) and its outline of each page, written out here rather than read
 * from the content modules, so that the template's content which drifts from
 * the spec fails. They hold only while app/content/ is the template's own
 * (shipped-content.ts): the owner's words and figures are the owner's, and
 * every other test derives what it expects from the content.
 * app/content/published-figures.test.ts compares the figures with the
 * content; the outline of the pages' words is compared with the pages
 * themselves (content.spec.ts, the cross-engine journeys), on the pages that
 * exist.
 */
import { portfolio } from '../../app/content/projects.ts';
import { site } from '../../app/content/site.ts';

export interface Outline {
  /** The page's h1. */
  readonly heading: string | RegExp;
  /** Text the specification outlines for the page. */
  readonly texts: readonly (string | RegExp)[];
  /** Internal links the specification gives the page. */
  readonly links: readonly string[];
}

/** The pricing table as published: tier, hours, price, in the table's order. */
export const publishedTiers = [
  ['WordPress site', '20–40', '$1,200–$2,400'],
  ['Bootstrap site', '25–80', '$1,500–$4,800'],
  ['Simple web app', '40–150', '$2,400–$9,000'],
  ['Essential web app', '60–450', '$3,600–$27,000'],
  ['Robust web app', '120–750', '$7,200–$45,000'],
  ['Complex web app', '200–1,350', '$12,000–$81,000'],
] as const;

/** The hourly rate, and the support and design retainers, as published. */
export const publishedRate = '$60/hour';
export const publishedRetainer = { hoursPerMonth: 10, price: '$600/month' } as const;

/** The specification's pages, and what the menu calls each. */
export const publishedMenu = {
  '/home': 'Home',
  '/about': 'About',
  '/capabilities': 'Capabilities',
  '/services': 'Services',
  '/portfolio': 'Portfolio',
  '/resume': 'Resume',
  '/contact': 'Contact',
} as const;

/** The name of the toolbar's button that opens the menu on a phone. */
export const publishedMenuButton = 'Toggle sidenav';

/** The years of web development the owner has (site.ts, yearsOfExperience). */
export const publishedYears = 20;

/** What the specification says of each of its projects, by the slug projects.ts gives it. */
const publishedProjects: Readonly<Record<string, readonly (string | RegExp)[]>> = {
  'faith-foundation': [/foundation/i],
  embassies: [/State/],
  gsa: [/General Services Administration/, 'GSA home', 'GSA blog'],
  'noaa-metadata': [/NOAA/],
  'montgomery-libraries': [
    /Montgomery County/,
    ...['+25%', 'page clicks', '+80%', 'accessibility', '+40%', 'followers'],
    /22 branches/,
  ],
  'music-journal': ['Issue 1', 'Issue 2'],
};

/** The specification's outline of each of its pages; a page the owner adds has none. */
export const outline: Readonly<Record<string, Outline>> = {
  '/home': {
    heading: 'HOME',
    texts: [
      'Crafted Code. Human-Led. Built to Last.',
      'Custom web and app development',
      'Architecture and maintenance',
      'Design-driven UX',
      /AI only for the repetitive/,
      /host it/,
    ],
    links: ['/services', '/capabilities', '/contact'],
  },
  '/about': {
    heading: 'ABOUT',
    texts: [
      /music/i,
      /graphic design/i,
      new RegExp(`over ${publishedYears} years of web development`, 'i'),
      /one-person studio/i,
      /philosophy/i,
    ],
    links: ['/portfolio', '/services', '/contact'],
  },
  '/capabilities': {
    heading: 'CAPABILITIES',
    texts: [
      ...['Angular', 'React', 'Vue.js', 'Next.js', 'Node.js', 'Express', 'WordPress'],
      ...['HTML5 Boilerplate', 'Vite', 'jQuery', 'Bootstrap', 'React Native'],
      /UI component libraries/,
      /approach/i,
    ],
    links: ['/portfolio'],
  },
  '/services': {
    heading: 'SERVICES',
    texts: [
      /domain discovery/i,
      /acquisition/i,
      /privacy/i,
      /renewal/i,
      /permanent hosting/i,
      /continuous improvement/i,
      /graphic design/i,
      /creative assets .*promptly/i,
      /free initial consult/i,
    ],
    links: ['/portfolio', '/contact'],
  },
  '/portfolio': {
    heading: 'Craftsmanship in Action — Selected Projects',
    texts: [
      // Each of the specification's projects, while projects.ts keeps it: the owner's own replace them.
      ...Object.entries(publishedProjects).flatMap(([slug, texts]) =>
        portfolio.projects.some((project) => project.slug === slug) ? texts : [],
      ),
      'Want to see what I can build for you?',
    ],
    links: ['/contact'],
  },
  '/resume': {
    heading: 'Resume',
    texts: [
      new RegExp(`${publishedYears}\\+ years`),
      /designer turned developer/i,
      /product strategy and UX design/i,
      /component-based front-end architecture/i,
      /backend services and API design/i,
      /accessibility and automated testing/i,
      /code audits and refactoring/i,
      /human-led AI integration/i,
      /Founder.*2025–present/,
      /Lead Programmer.*Public Defender.*2024–2025/,
      /Coast Guard.*2020–2024/,
      /BA in Graphic and Web Design, 2006/,
      /Web Development and Information Technology, 2016/,
    ],
    links: [],
  },
  '/contact': {
    // The spec's heading, set with a typographic apostrophe as all of the site's text is.
    heading: /Let[’']s Build Something Worth Keeping/,
    texts: [/directly to me/, 'Call or Text', 'Email Me', site.phoneDisplay, site.email],
    links: [],
  },
};
