import type { PortfolioContent, ProjectSite } from '../content/projects.ts';

/** A screenshot's caption: the live site it links to, and its title when the project has several. */
export function siteCaption(site: ProjectSite, words: PortfolioContent['words']): string {
  const host = new URL(site.url).hostname.replace(/^www\./, '');
  const template = site.title ? words.namedLiveSite : words.liveSite;
  return template.replaceAll('{host}', host).replaceAll('{site}', site.title ?? '');
}
