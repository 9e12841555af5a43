/**
 * A case study's page: its path, and its title and description for search
 * results, derived from its project in projects.ts (a post's title is
 * clipped the same way). The case study's own
 * loaders (case-studies.ts) and the build's list of pages (site-pages.ts)
 * read it.
 */
import { SEARCH_LIMITS, type SitePage } from '../content/pages.ts';
import type { Project } from '../content/projects.ts';
import { site } from '../content/site.ts';

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

/** A title clipped to leave room for " | " and the studio's name, which documentTitle (meta.ts) adds. */
export function searchTitle(title: string): string {
  return clip(title, Math.max(SEARCH_LIMITS.title - site.studioName.length - 3, 30));
}

/** The project's case study, under the portfolio page of its language (/portfolio as pages.ts has it). */
export function caseStudyPage(project: Project, portfolioPath = '/portfolio'): SitePage {
  return {
    path: `${portfolioPath}/${project.slug}` as SitePage['path'],
    title: searchTitle(project.title),
    label: project.title,
    description: caseStudyDescription(project),
  };
}
