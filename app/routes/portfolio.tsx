import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProjectCard } from '../components/project-card.tsx';
import { portfolio } from '../content/projects.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/portfolio';
import styles from './portfolio.module.css';

export const meta = () => pageMeta('/portfolio');

/**
 * The projects travel once: as the prerendered page's HTML on a first visit,
 * and as a module only when the visitor comes by client-side navigation. The
 * build-time loader sends the page's own text alone, so the page hydrates its
 * cards from the HTML as they are; `clientLoader` brings the projects for a
 * navigation.
 */
export async function loader() {
  const { portfolioPageText } = await import('../lib/portfolio-facts.ts');
  return { page: portfolioPageText(), projects: undefined, words: undefined };
}

export async function clientLoader() {
  const { portfolioPage } = await import('../lib/portfolio-facts.ts');
  return portfolioPage();
}

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // A navigation's projects, or, in the prerender, the content's: never a hydration's.
  const cards =
    loaderData.projects !== undefined
      ? { projects: loaderData.projects, words: loaderData.words }
      : import.meta.env.SSR
        ? { projects: portfolio.projects, words: portfolio.words }
        : undefined;
  return (
    <>
      <PageHeading headline={page.headline}>{page.heading}</PageHeading>
      <Lead>{page.intro}</Lead>
      {cards ? (
        <div className={styles.projects}>
          {cards.projects.map((project, index) => (
            <ProjectCard
              key={project.slug}
              project={project}
              words={cards.words}
              priority={index === 0}
            />
          ))}
        </div>
      ) : (
        // Hydrating the prerendered page: React keeps the cards it finds here.
        <div
          className={styles.projects}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      )}
      <Closing heading={page.callToAction.heading} links={[page.callToAction.link]} />
    </>
  );
}
