/**
 * What a case study (/portfolio/<slug>) shows, derived from its project's
 * entry in projects.ts: its pictures, its testimonials and its neighbours.
 * Only the case study's loaders import this module.
 */
import type { Project } from '../content/projects.ts';
import type { Testimonial } from '../content/testimonials.ts';
import { screenshotFor } from './images.ts';
import { withPictures } from './portfolio-facts.ts';
import {
  type Alternate,
  type Language,
  caseStudyPathIn,
  alternateIn,
  languages,
  pageOf,
} from './languages.ts';
import { inLanguage } from './content-in.ts';
import { siteCaption } from './site-caption.ts';
import { caseStudyPage } from './case-study-page.ts';

/**
 * What the case study of the project with this slug shows in `language`; undefined for a slug its
 * projects.ts lacks. The same project in each language is the one in the same place.
 */
export async function caseStudy(slug: string | undefined, language: Language) {
  const [portfolio, testimonials] = await Promise.all([
    inLanguage('portfolio', language),
    inLanguage('testimonials', language),
  ]);
  const { projects } = portfolio;
  const index = projects.findIndex((project) => project.slug === slug);
  const project = projects[index];
  if (!project) return undefined;
  const alternates: Alternate[] = await Promise.all(
    languages.map(async (other) => {
      const same = (await inLanguage('portfolio', other)).projects[index];
      return alternateIn(other, same && caseStudyPathIn(other, same.slug));
    }),
  );
  // A neighbour with its lead picture, where it has one.
  const neighbour = (next: Project | undefined) => {
    const lead = next && withPictures(next).sites.find((site) => site.picture);
    return (
      next && {
        path: caseStudyPathIn(language, next.slug),
        title: next.title,
        ...(lead?.picture &&
          lead.screenshot && {
            lead: { slug: next.slug, picture: lead.picture, alt: lead.screenshot.alt },
          }),
      }
    );
  };
  const portfolioPage = pageOf(language, 'portfolio');
  const page = caseStudyPage(project, portfolioPage?.path);
  return {
    page,
    project,
    words: portfolio.words,
    sites: withPictures(project).sites.map((part) => ({
      ...part,
      caption: siteCaption(part, portfolio.words),
    })),
    gallery: (project.gallery ?? []).map((image) => ({
      ...image,
      picture: screenshotFor(image, `app/content/projects.ts: project "${project.slug}"`),
    })),
    testimonials: testimonials.filter(
      (testimonial: Testimonial) => testimonial.project === project.slug,
    ),
    // Case studies exist only while the menu lists the portfolio (site-pages.ts).
    portfolio: { path: portfolioPage?.path ?? '', label: portfolioPage?.label ?? '' },
    alternates,
    previous: neighbour(projects[index - 1]),
    next: neighbour(projects[index + 1]),
    closing: { heading: portfolio.words.closing, link: portfolio.callToAction.link },
  };
}
