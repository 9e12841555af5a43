/**
 * What a case study (/portfolio/<slug>) shows, derived from its project's
 * entry in projects.ts: its pictures, its testimonials and its neighbours.
 * Only the case study's loaders import this module.
 */
import { caseStudyPath, listedPage } from '../content/pages.ts';
import { type Project, portfolio } from '../content/projects.ts';
import { type Testimonial, testimonials } from '../content/testimonials.ts';
import { type Picture, screenshotFor } from './images.ts';
import { siteCaption } from './site-caption.ts';
import { caseStudyPage } from './case-study-page.ts';

const projects: readonly Project[] = portfolio.projects;

const neighbour = (project: Project | undefined) =>
  project && { path: caseStudyPath(project.slug), title: project.title };

/** What the case study of the project with this slug shows; undefined for a slug projects.ts lacks. */
export function caseStudy(slug: string | undefined) {
  const index = projects.findIndex((project) => project.slug === slug);
  const project = projects[index];
  if (!project) return undefined;
  const source = `app/content/projects.ts: project "${project.slug}"`;
  const picture = (file: string): Picture => screenshotFor(file, source);
  const page = caseStudyPage(project);
  return {
    page,
    project,
    words: portfolio.words,
    sites: project.sites.map((part) => ({
      ...part,
      picture: picture(part.screenshot.file),
      caption: siteCaption(part, portfolio.words),
    })),
    gallery: (project.gallery ?? []).map((image) => ({ ...image, picture: picture(image.file) })),
    testimonials: testimonials.filter(
      (testimonial: Testimonial) => testimonial.project === project.slug,
    ),
    // Case studies exist only while the menu lists the portfolio (site-pages.ts).
    portfolio: { path: '/portfolio', label: listedPage('/portfolio')?.label ?? '' },
    previous: neighbour(projects[index - 1]),
    next: neighbour(projects[index + 1]),
    closing: { heading: portfolio.words.closing, link: portfolio.callToAction.link },
  };
}
