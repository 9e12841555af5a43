import { curlyQuotes } from '../lib/curly-quotes.ts';
import { site } from './site.ts';

/**
 * The one list of the site's pages. It drives the route config, the prerender
 * list, the side menu, document titles, the sitemap and the end-to-end tests.
 */
/** What search results show of a page: about 60 characters of its title, and a description of 50 to 160. */
export const SEARCH_LIMITS = { title: 60, description: { min: 50, max: 160 } } as const;

export interface SitePage {
  /** URL path, also the route's URL in `app/routes.ts`. */
  readonly path: `/${string}`;
  /** Document title, before the studio name is appended. */
  readonly title: string;
  /** Meta description for search results and sharing: 50 to 160 characters. */
  readonly description: string;
  /** What a list of pages calls it: the menu's link text, a project's title. */
  readonly label: string;
}

/** A page of the menu. */
export interface PageEntry extends SitePage {
  /** Route module under `app/routes/`, without extension. */
  readonly module: string;
}

export const pages = curlyQuotes([
  {
    path: '/home',
    module: 'home',
    label: 'Home',
    title: 'Custom web development',
    // The studio's own summary: the title and the share card already name the studio.
    description: site.description,
  },
  {
    path: '/about',
    module: 'about',
    label: 'About',
    title: 'About',
    description: `Meet ${site.ownerName}: musician, graphic designer and web developer with over ${site.yearsOfExperience} years of experience, running a one-person studio.`,
  },
  {
    path: '/capabilities',
    module: 'capabilities',
    label: 'Capabilities',
    title: 'Capabilities',
    description:
      'The frameworks, platforms and UI libraries I build with, from Angular, React and Vue.js to Node.js and WordPress, chosen to last.',
  },
  {
    path: '/services',
    module: 'services',
    label: 'Services',
    title: 'Services and pricing',
    description:
      'Web development priced by the hour: project tiers from WordPress sites to complex web apps, free hosting, support plans and a free consult.',
  },
  {
    path: '/portfolio',
    module: 'portfolio',
    label: 'Portfolio',
    title: 'Portfolio',
    description:
      'Selected projects for public agencies, foundations and publishers: the challenge of each, the solution built, and the results it brought.',
  },
  {
    path: '/writing',
    module: 'writing',
    label: 'Writing',
    title: 'Writing',
    description: 'Notes on building websites that last, with the code that shows how.',
  },
  {
    path: '/resume',
    module: 'resume',
    label: 'Resume',
    title: 'Resume',
    description: `Resume of ${site.ownerName}, a designer turned developer with ${site.yearsOfExperience}+ years of web development: strengths, experience and education.`,
  },
  {
    path: '/contact',
    module: 'contact',
    label: 'Contact',
    title: 'Contact',
    description:
      'Talk directly to the developer who will build your site: call, text or email to book a free first consultation.',
  },
] as const satisfies readonly PageEntry[]);

export type PagePath = (typeof pages)[number]['path'];

/** The page the empty path redirects to. */
export const homePath: PagePath = '/home';

/** Where a visitor gets in touch, and where booking leads without a scheduling page. */
export const contactPath: PagePath = '/contact';

/** Prerendered to `/404/index.html` and copied to `404.html` for the server's not-found answer. */
export const notFoundPath = '/404';

/** The not-found page's title and description. */
export const notFoundPage = curlyQuotes({
  title: 'Page not found',
  description: `There is no page at this address on the ${site.studioName} website. The home page and the menu lead to everything the site offers.`,
} as const);

/** The case study of the project with this slug in projects.ts (app/lib/case-studies.ts). */
export const caseStudyPath = (slug: string) => `/portfolio/${slug}` as const;

/**
 * Where the posts are listed (app/content/writing/, one Markdown file each), each under it.
 * The menu lists it only while at least one post is published (site-pages.ts).
 */
export const writingPath = '/writing';

/** The menu's entry for `path`, while the owner keeps that page. */
export function listedPage(path: string): PageEntry | undefined {
  return pages.find((entry: PageEntry) => entry.path === path);
}

/** Whether the menu lists a page: a page the owner removed takes every link to it along. */
export function isListed(path: string): boolean {
  return listedPage(path) !== undefined;
}

export function pageFor(path: PagePath): PageEntry {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`app/content/pages.ts: no page has the path "${path}"`);
  return page;
}
