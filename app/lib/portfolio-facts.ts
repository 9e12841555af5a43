/**
 * What pages other than /portfolio say about the projects, derived from
 * projects.ts, and the pictures they show. The home and about routes' loaders
 * send it in the prerendered page, and their clientLoaders import this module
 * for a client-side navigation, so no page's own script carries the
 * portfolio or the image list (docs/decisions/005-the-portfolio-travels-once.md).
 */
import type { AboutContent, PortfolioContent, Project, ProjectSite } from '../content/schema.ts';
import { type Picture, pictureFor, screenshotFor } from './images.ts';
import { type Language, pageOf } from './languages.ts';

/** A project marked `featured`, as the home page shows it: its first screenshot and one-line result. */
export interface FeaturedProject {
  readonly slug: string;
  readonly title: string;
  readonly result: string;
  /** Its first picture, where it has one. */
  readonly alt?: string;
  readonly picture?: Picture;
}

/** How many projects there are, and the clients they may name, each once, in projects.ts's order. */
function portfolioFacts({ projects }: PortfolioContent) {
  const named = projects.filter((project) => project.namedClient).map((project) => project.client);
  return { projectCount: projects.length, clients: [...new Set(named)] };
}

/** The facts, and the owner's portrait, for the about page. */
export function aboutFacts(portfolio: PortfolioContent, about: Pick<AboutContent, 'portrait'>) {
  return {
    ...portfolioFacts(portfolio),
    portrait: pictureFor(about.portrait, 'app/content/about.ts: portrait.file'),
  };
}

/**
 * The facts, and the featured projects, for the home page: each leads to its
 * card, so none shows once the owner removes /portfolio.
 */
export function homeFacts(portfolio: PortfolioContent, language: Language) {
  const listed = pageOf(language, 'portfolio') !== undefined;
  const featured = portfolio.projects.flatMap(({ slug, title, featured, sites }, index) => {
    // Its first picture, where it has one: a project without is featured in words.
    const at = sites.findIndex((site) => site.screenshot);
    const screenshot = sites[at]?.screenshot;
    return featured && listed
      ? [
          {
            slug,
            title,
            result: featured.result,
            ...(screenshot && {
              alt: screenshot.alt,
              picture: screenshotFor(
                screenshot,
                `app/content/projects.ts: projects[${index}].sites[${at}]`,
              ),
            }),
          } satisfies FeaturedProject,
        ]
      : [];
  });
  return { ...portfolioFacts(portfolio), featured };
}

/**
 * The portfolio page's own text, without its projects or the words of their
 * cards: what a first visit's hydration reads, since it keeps the cards as
 * they were prerendered.
 */
export function portfolioPageText(portfolio: PortfolioContent) {
  const { heading, headline, intro, callToAction } = portfolio;
  return { heading, headline, intro, callToAction };
}

/** A project as its card shows it: each site with its screenshot's picture, where it has one. */
export interface PicturedProject extends Omit<Project, 'sites'> {
  readonly sites: readonly (ProjectSite & { readonly picture?: Picture })[];
}

/** A project with its pictures: what its card draws, resolved where the image list is loaded. */
export const withPictures = (project: Project): PicturedProject => ({
  ...project,
  sites: project.sites.map((site) => ({
    ...site,
    ...(site.screenshot && {
      picture: screenshotFor(site.screenshot, `app/content/projects.ts: project "${project.slug}"`),
    }),
  })),
});

/**
 * The portfolio page for a client-side navigation, or the prerender: its text, its projects with
 * their pictures and their words. The page's own script never loads the list of images.
 */
export function portfolioPage(portfolio: PortfolioContent) {
  return {
    page: portfolioPageText(portfolio),
    projects: portfolio.projects.map(withPictures),
    words: portfolio.words,
  };
}
