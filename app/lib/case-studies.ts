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
import { caseStudyPage } from './site-pages.ts';

const projects: readonly Project[] = portfolio.projects;

const neighbour = (project: Project | undefined) =>
  project && { path: caseStudyPath(project.slug), title: project.title };

/** What a case study shows, for the page at `path` (a path in `caseStudyPages`). */
export function caseStudy(path: string) {
  const index = projects.findIndex((project) => caseStudyPath(project.slug) === path);
  const project = projects[index];
  if (!project) throw new Error(`${path}: no project in app/content/projects.ts has this slug`);
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
