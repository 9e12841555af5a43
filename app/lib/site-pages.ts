/**
 * Every page the site serves: the menu's (pages.ts; /writing only while a
 * post is published), then a case study for every project in projects.ts,
 * at /portfolio/<slug>, while the menu lists /portfolio, then every
 * published post, at /writing/<slug>, while it lists /writing. The route
 * config, the prerender list, the build's files and the tests read this one
 * list. It reads the posts' files, so only the build and the tests import it.
 */
import { type PageEntry, type SitePage, isListed, writingPath } from '../content/pages.ts';
import type { PortfolioContent } from '../content/projects.ts';
import { portfolio } from '../content/projects.ts';
import { caseStudyPage } from './case-study-page.ts';
import { type Language, firstLanguage, languages, pageOf } from './languages.ts';
import { type PostSource, posts } from './posts.server.ts';

/** Each language's portfolio, by its folder: projects.ts, and each translation's. */
const portfolios: ReadonlyMap<string, PortfolioContent> = new Map([
  ['', portfolio],
  ...(await Promise.all(
    languages.slice(1).map(async ({ folder }) => {
      // By its address: this module is read by the config, which Vite bundles elsewhere.
      const file = new URL(`../content/${folder}/projects.ts`, import.meta.url);
      const module = (await import(/* @vite-ignore */ file.href)) as {
        portfolio: PortfolioContent;
      };
      return [folder, module.portfolio] as const;
    }),
  )),
]);

/** A language's menu: its pages, less its writing page while it has no post published. */
export const menuPagesOf = (language: Language): readonly PageEntry[] =>
  language.pages.filter(
    (page) => page.module !== 'writing' || (language === firstLanguage && posts.length > 0),
  );

/** The first language's menu: pages.ts's, less /writing while no post is published. */
export const menuPages: readonly PageEntry[] = menuPagesOf(firstLanguage);

/**
 * A language's case studies, one per project, in its projects.ts's order, under its portfolio
 * page; none once the owner removes that page.
 */
export function caseStudyPagesOf(language: Language): readonly SitePage[] {
  const at = pageOf(language, 'portfolio')?.path;
  const projects = portfolios.get(language.folder)?.projects ?? [];
  return at ? projects.map((project) => caseStudyPage(project, at)) : [];
}

/** The first language's case studies. */
export const caseStudyPages: readonly SitePage[] = caseStudyPagesOf(firstLanguage);

/** Every published post, newest first; none once the owner removes /writing. */
export const postPages: readonly PostSource[] = isListed(writingPath) ? posts : [];

/**
 * Every page the site serves: for each language, its menu's pages and its case studies; then the
 * posts, which are the first language's.
 */
export const sitePages: readonly SitePage[] = [
  ...languages.flatMap((language) => [...menuPagesOf(language), ...caseStudyPagesOf(language)]),
  ...postPages,
];
