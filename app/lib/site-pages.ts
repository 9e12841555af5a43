/**
 * Every page the site serves, in each language: the menu's (pages.ts; the
 * writing page only while a post is published), then a case study for every
 * project in projects.ts, under the portfolio page while the menu lists it,
 * then every published post, under the writing page. The route
 * config, the prerender list, the build's files and the tests read this one
 * list. It reads the posts' files, so only the build and the tests import it.
 */
import type { PageEntry, SitePage } from '../content/pages.ts';
import type { PortfolioContent } from '../content/projects.ts';
import { portfolio } from '../content/projects.ts';
import { caseStudyPage } from './case-study-page.ts';
import { type Language, firstLanguage, languages, pageOf } from './languages.ts';
import { type PostSource, postsOf } from './posts.server.ts';

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

/** A language's published posts, newest first; none once the owner removes its writing page. */
export const postPagesOf = (language: Language): readonly PostSource[] =>
  pageOf(language, 'writing') ? postsOf(language) : [];

/** A language's menu: its pages, less its writing page while it has no post published. */
export const menuPagesOf = (language: Language): readonly PageEntry[] =>
  language.pages.filter((page) => page.module !== 'writing' || postPagesOf(language).length > 0);

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

/** The tags of the languages with a post published, as the configs tell the app (VITE_WRITING). */
export const tagsWithPosts: string = languages
  .filter((language) => postPagesOf(language).length > 0)
  .map((language) => language.tag)
  .join(' ');

/** Every language's published posts. */
export const postPages: readonly PostSource[] = languages.flatMap(postPagesOf);

/** Every page the site serves: for each language, its menu's pages, its case studies and its posts. */
export const sitePages: readonly SitePage[] = languages.flatMap((language) => [
  ...menuPagesOf(language),
  ...caseStudyPagesOf(language),
  ...postPagesOf(language),
]);
