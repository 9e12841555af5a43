import { type SitePage, pages as menuPages } from '../../app/content/pages.ts';
import { type Project, portfolio } from '../../app/content/projects.ts';
import { caseStudyPages } from '../../app/lib/site-pages.ts';

const pictureCount = (project: Project) => project.sites.length + (project.gallery?.length ?? 0);

/**
 * The menu's pages and one case study, for the checks too slow to repeat over
 * pages built from one template (the audits, the visual baselines): the case
 * study of the project with the most pictures, the heaviest.
 */
export const sampledPages: readonly SitePage[] = [
  ...menuPages,
  ...caseStudyPages
    .map((page, index) => ({ page, pictures: pictureCount(portfolio.projects[index]!) }))
    .toSorted((a, b) => b.pictures - a.pictures)
    .slice(0, 1)
    .map(({ page }) => page),
];
