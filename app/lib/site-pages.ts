/**
 * Every page the site serves: the menu's (pages.ts; /writing only while a
 * post is published), then a case study for every project in projects.ts,
 * at /portfolio/<slug>, while the menu lists /portfolio, then every
 * published post, at /writing/<slug>, while it lists /writing. The route
 * config, the prerender list, the build's files and the tests read this one
 * list. It reads the posts' files, so only the build and the tests import it.
 */
import { type PageEntry, type SitePage, isListed, pages, writingPath } from '../content/pages.ts';
import { type Project, portfolio } from '../content/projects.ts';
import { caseStudyPage } from './case-study-page.ts';
import { type PostSource, posts } from './posts.server.ts';

const projects: readonly Project[] = portfolio.projects;

/** The menu's pages: pages.ts's, less /writing while no post is published. */
export const menuPages: readonly PageEntry[] = pages.filter(
  (page: PageEntry) => page.path !== writingPath || posts.length > 0,
);

/** Every project's case study, in projects.ts's order; none once the owner removes /portfolio. */
export const caseStudyPages: readonly SitePage[] = isListed('/portfolio')
  ? projects.map(caseStudyPage)
  : [];

/** Every published post, newest first; none once the owner removes /writing. */
export const postPages: readonly PostSource[] = isListed(writingPath) ? posts : [];

/** Every page the site serves: the menu's, then the case studies, then the posts. */
export const sitePages: readonly SitePage[] = [...menuPages, ...caseStudyPages, ...postPages];
