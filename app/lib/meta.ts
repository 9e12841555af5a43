import type { MetaDescriptor } from 'react-router';
import type { SitePage } from '../content/pages.ts';
import { site } from '../content/site.ts';
import {
  type Alternate,
  type Language,
  alternatesOf,
  homeOf,
  languageOf,
  languages,
  listedPath,
  pageOf,
} from './languages.ts';

/**
 * A language's Atom feed of its posts (scripts/build/feed.ts), which every page of that language
 * names in its head while its writing page is listed: /feed.xml, /es/feed.xml.
 */
export const feedPathOf = (language: Language): string => `${language.prefix}/feed.xml`;

/** The size of every page's share card. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/**
 * A page's share card, which the build draws from its title and description
 * (scripts/build/social-cards.ts), and the card's alt text: what it says.
 */
export function socialCard({ path, title, description }: Omit<SitePage, 'label'>) {
  return {
    path: `/cards${path}.png`,
    title,
    description,
    alt: `${site.studioName}: ${title}. ${description}`,
  };
}

/** A language tag as Open Graph writes it, with the region its speakers most likely mean: "en_US", "el_GR". */
function ogLocale(tag: string): string {
  const { language, region } = new Intl.Locale(tag).maximize();
  return region ? `${language}_${region}` : language;
}

export function documentTitle(title: string): string {
  return `${title} | ${site.studioName}`;
}

/**
 * The path the site is served under, from `siteUrl`: "/" at a domain's root,
 * "/studio-site/" for a GitHub Pages project site. Always ends with "/".
 */
export const basePath = new URL(`${site.siteUrl}/`).pathname;

/** The site's root as a visitor types it: "/", or the base path without its last slash. */
export const siteRoot = basePath.replace(/(.)\/$/, '$1');

/** A path of the site ("/home") as the browser asks for it: under the base path. */
export function sitePath(path: string): string {
  return `${basePath}${path.replace(/^\//, '')}`;
}

/** The language of the page at `url`, an address the router gives a loader. */
export function languageOfUrl(url: string) {
  return languageOf(`/${new URL(url).pathname.slice(basePath.length)}`);
}

/** A path of the site ("/home") as an address on the deployed site. */
export function absoluteUrl(path: string): string {
  return new URL(sitePath(path), site.siteUrl).href;
}

interface DocumentMeta {
  readonly title: string;
  readonly description: string;
  /** The page's own path, for its canonical URL and share card; omitted where there is none. */
  readonly path?: SitePage['path'];
  readonly noindex?: boolean;
  /** The page's language, by a path of it, where the page has no path of its own. */
  readonly in?: string;
  /** The same page in each language, where its path alone does not say (a case study). */
  readonly alternates?: readonly Alternate[];
}

/**
 * The same page in each language that has it, and the first of them as the default, for search
 * engines (hreflang); nothing for a page in one language only.
 */
function alternateLinks(alternates: readonly Alternate[]): MetaDescriptor[] {
  const same = alternates.filter(({ nearest }) => !nearest);
  if (same.length < 2) return [];
  const link = (hrefLang: string, path: string) =>
    ({ tagName: 'link', rel: 'alternate', hrefLang, href: absoluteUrl(path) }) as const;
  return [...same.map(({ tag, path }) => link(tag, path)), link('x-default', same[0]?.path ?? '')];
}

/** The `meta` of any page the site serves: its title, description, canonical URL and share card. */
export function documentMeta({
  title,
  description,
  path,
  noindex,
  in: inPath = path ?? '',
  alternates = path ? alternatesOf(path) : [],
}: DocumentMeta): MetaDescriptor[] {
  const language = languageOf(inPath);
  const fullTitle = documentTitle(title);
  // A page without a path of its own (not found) shares its language's home page's card.
  const home = language.pages.find((page) => page.path === homeOf(language));
  const card = socialCard(path || !home ? { path: path ?? '/', title, description } : home);
  const image = absoluteUrl(card.path);
  const writing = pageOf(language, 'writing');
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(path
      ? [
          { tagName: 'link', rel: 'canonical', href: absoluteUrl(path) },
          // The page as Markdown, for AI assistants (scripts/build/agent-files.ts).
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'text/markdown',
            href: sitePath(`${path}.md`),
          },
          { property: 'og:url', content: absoluteUrl(path) },
          ...alternateLinks(alternates),
        ]
      : []),
    // The language's feed, while its writing page is listed.
    ...(writing
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/atom+xml',
            title: documentTitle(writing.label),
            href: sitePath(feedPathOf(language)),
          },
        ]
      : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.studioName },
    { property: 'og:locale', content: ogLocale(language.tag) },
    ...languages
      .filter((other) => other !== language)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocale(other.tag) })),
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_CARD.width) },
    { property: 'og:image:height', content: String(SOCIAL_CARD.height) },
    { property: 'og:image:alt', content: card.alt },
    // X reads the title, description and picture from Open Graph; the card type and the
    // picture's alt text it has no Open Graph fallback for.
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: card.alt },
  ];
}

/** The `meta` of a page in its language's page list, by its path. */
export function pageMeta(pathname: string): MetaDescriptor[] {
  const path = listedPath(pathname);
  const page = languageOf(path).pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`no page of the site has the path "${path}"`);
  return documentMeta(page);
}

/** The `meta` of the not-found page at `path`: described in its language, but kept out of search results. */
export function notFoundMeta(path: string): MetaDescriptor[] {
  return documentMeta({ ...languageOf(path).notFoundPage, noindex: true, in: path });
}
