/**
 * Every page the site serves: the menu's (pages.ts), then a case study for
 * every project in projects.ts, at /portfolio/<slug>, while the menu lists
 * /portfolio. A case study's title and description are derived from its
 * project. The route config, the prerender list, the build's files and the
 * tests read this one list. No page's own script imports it, so none carries
 * the portfolio (docs/decisions/005-the-portfolio-travels-once.md).
 */
import { SEARCH_LIMITS, type SitePage, caseStudyPath, isListed, pages } from '../content/pages.ts';
import { type Project, portfolio } from '../content/projects.ts';
import { site } from '../content/site.ts';

const projects: readonly Project[] = portfolio.projects;

/** `text` cut at a word to at most `max` characters, an ellipsis marking the cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** The project's description for search results: its own, or its challenge and results, clipped. */
export function caseStudyDescription(project: Project): string {
  return (
    project.description ??
    clip(`${project.challenge} ${project.results}`, SEARCH_LIMITS.description.max)
  );
}

export function caseStudyPage(project: Project): SitePage {
  // The document title ends with " | " and the studio's name (meta.ts).
  const room = Math.max(SEARCH_LIMITS.title - site.studioName.length - 3, 30);
  return {
    path: caseStudyPath(project.slug),
    title: clip(project.title, room),
    label: project.title,
    description: caseStudyDescription(project),
  };
}

/** Every project's case study, in projects.ts's order; none once the owner removes /portfolio. */
export const caseStudyPages: readonly SitePage[] = isListed('/portfolio')
  ? projects.map(caseStudyPage)
  : [];

/** Every page the site serves: the menu's, then the case studies. */
export const sitePages: readonly SitePage[] = [...pages, ...caseStudyPages];
