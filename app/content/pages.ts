/**
 * The one list of the site's pages. It drives the route config, the prerender
 * list, the side menu, document titles, the sitemap and the end-to-end tests.
 */
export interface PageEntry {
  /** URL path, also the route's URL in `app/routes.ts`. */
  readonly path: `/${string}`;
  /** Route module under `app/routes/`, without extension. */
  readonly module: string;
  /** Text of the side-menu link. */
  readonly label: string;
  /** Document title, before the studio name is appended. */
  readonly title: string;
}

export const pages = [
  { path: '/home', module: 'home', label: 'Home', title: 'Home' },
  { path: '/about', module: 'about', label: 'About', title: 'About' },
  { path: '/capabilities', module: 'capabilities', label: 'Capabilities', title: 'Capabilities' },
  { path: '/services', module: 'services', label: 'Services', title: 'Services and pricing' },
  { path: '/portfolio', module: 'portfolio', label: 'Portfolio', title: 'Portfolio' },
  { path: '/resume', module: 'resume', label: 'Resume', title: 'Resume' },
  { path: '/contact', module: 'contact', label: 'Contact', title: 'Contact' },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof pages)[number]['path'];

/** The page the empty path redirects to. */
export const homePath: PagePath = '/home';

/** Prerendered to `/404/index.html` and copied to `404.html` for the server's not-found answer. */
export const notFoundPath = '/404';

export function pageFor(path: PagePath): PageEntry {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`app/content/pages.ts: no page has the path "${path}"`);
  return page;
}
