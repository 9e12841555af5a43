import type { SitePage } from '../../app/content/pages.ts';
import { type Project, portfolio } from '../../app/content/projects.ts';
import { firstLanguage, homeOf, languages } from '../../app/lib/languages.ts';
import {
  caseStudyPages,
  caseStudyPagesOf,
  menuPages,
  menuPagesOf,
  postPagesOf,
} from '../../app/lib/site-pages.ts';

const pictureCount = (project: Project) => project.sites.length + (project.gallery?.length ?? 0);

/** The case study of the project with the most pictures, the heaviest, of `studies`. */
const heaviest = (studies: readonly SitePage[]) =>
  studies
    .map((page, index) => ({ page, pictures: pictureCount(portfolio.projects[index]!) }))
    .toSorted((a, b) => b.pictures - a.pictures)
    .slice(0, 1)
    .map(({ page }) => page);

/**
 * The menu's pages, one case study and one post, for the checks too slow to
 * repeat over pages built from one template (the audits, the visual
 * baselines): the case study of the project with the most pictures and the
 * longest post, the heaviest of each; and each other language's home page and
 * heaviest case study.
 */
export const sampledPages: readonly SitePage[] = [
  ...menuPages,
  ...heaviest(caseStudyPages),
  ...postPagesOf(firstLanguage)
    .toSorted((a, b) => b.markdown.length - a.markdown.length)
    .slice(0, 1),
  ...languages
    .slice(1)
    .flatMap((language) => [
      ...menuPagesOf(language).filter((page) => page.path === homeOf(language)),
      ...heaviest(caseStudyPagesOf(language)),
    ]),
];
