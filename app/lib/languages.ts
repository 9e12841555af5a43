/**
 * The site's languages at run time: the first, site.ts's, at pages.ts's addresses, then each
 * translation languages.ts lists, under its prefix ("/es"), with its words over site.ts. Every
 * page belongs to the language its path is under; nothing reads the visitor's own language.
 */
import { useLocation, useMatches } from 'react-router';
import { translations } from '../content/languages.ts';
import { type PageEntry, notFoundPage, pages } from '../content/pages.ts';
import { type SiteConfig, site } from '../content/site.ts';

export interface Language {
  /** Its tag, as `lang` and `hreflang` write it. */
  readonly tag: string;
  /** What its pages' paths start with: '' for the first language, "/es" for a translation. */
  readonly prefix: '' | `/${string}`;
  /** Its folder in app/content/: '' for the first language. */
  readonly folder: string;
  /** site.ts, with this language's words. */
  readonly site: SiteConfig;
  readonly pages: readonly PageEntry[];
  readonly notFoundPage: { readonly title: string; readonly description: string };
}

/**
 * The tags of the languages with a post published, as the build found them (vite.config.ts): a
 * language's writing page waits for its first post. Outside the app, where nothing says, every
 * language keeps its writing page, and site-pages.ts, which reads the posts, decides.
 */
const withPosts = import.meta.env?.VITE_WRITING?.split(' ');

const served = (tag: string, pages: readonly PageEntry[]) =>
  pages.filter((page) => page.module !== 'writing' || (withPosts?.includes(tag) ?? true));

export const firstLanguage: Language = {
  tag: site.language,
  prefix: '',
  folder: '',
  site,
  pages: served(site.language, pages),
  notFoundPage,
};

export const languages: readonly Language[] = [
  firstLanguage,
  ...translations.map(({ folder, site: words, pages, notFoundPage }): Language => ({
    tag: words.language,
    prefix: `/${folder}`,
    folder,
    site: { ...site, ...words },
    pages: served(words.language, pages),
    notFoundPage,
  })),
];

/** A language's name in itself, as a menu of languages writes it: "Español", "English". */
export function nameOf(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** A page's path as the site lists it: the prerender asks for each page with a slash after it ("/about/"). */
export const listedPath = (pathname: string): string => pathname.replace(/(.)\/$/, '$1');

/** The language a path of the site belongs to. */
export function languageOf(path: string): Language {
  return (
    languages.find(
      ({ prefix }) => prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`)),
    ) ?? firstLanguage
  );
}

/** The language of the page the visitor is on. */
export const useLanguage = (): Language => languageOf(useLocation().pathname);

/** The page of `language` made by the route module `module` ("home"), while it lists one. */
export const pageOf = (language: Language, module: string): PageEntry | undefined =>
  language.pages.find((page) => page.module === module);

/** The language's home page: where its redirects, brand link and not-found page lead. */
export const homeOf = (language: Language): string =>
  pageOf(language, 'home')?.path ?? `${language.prefix}/home`;

/** A page in one language: where the same page is in each, for hreflang and the switch. */
export interface Alternate {
  readonly tag: string;
  readonly path: string;
  /** Not the same page but the language's nearest (its home page): for the switch, not hreflang. */
  readonly nearest?: true;
}

/** The same page in `language`, or, where it has none, its nearest: its home page. */
export const alternateIn = (language: Language, path: string | undefined): Alternate =>
  path ? { tag: language.tag, path } : { tag: language.tag, path: homeOf(language), nearest: true };

/**
 * The same page in every language: a menu page by its module; a page a loader knows the
 * alternates of says them (a case study); any other page, each language's home page.
 */
export function alternatesOf(path: string): Alternate[] {
  const module = languageOf(path).pages.find((page) => page.path === path)?.module;
  return languages.map((language) =>
    alternateIn(language, module && pageOf(language, module)?.path),
  );
}

/** The alternates of the page the visitor is on: its loader's, or its path's. */
export function useAlternates(): readonly Alternate[] {
  const { pathname } = useLocation();
  const data = useMatches().at(-1)?.loaderData as { alternates?: Alternate[] } | undefined;
  return data?.alternates ?? alternatesOf(listedPath(pathname));
}

/** A project's case study in `language`: under its portfolio page. */
export const caseStudyPathIn = (language: Language, slug: string): string =>
  `${pageOf(language, 'portfolio')?.path ?? `${language.prefix}/portfolio`}/${slug}`;
