import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProjectCard } from '../components/project-card.tsx';
import type { portfolioPage } from '../lib/portfolio-facts.ts';
import { inLanguage } from '../lib/content-in.ts';
import { languages, useLanguage } from '../lib/languages.ts';
import { languageOfUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/portfolio';
import styles from './portfolio.module.css';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

/**
 * Each language's portfolio page, by its tag, for the prerender of its cards, with their pictures.
 * Imported here, not named: a module the client loader names, named here too, would keep it in
 * the page's chunk (and with it the list of every image).
 */
const prerendered: ReadonlyMap<string, ReturnType<typeof portfolioPage>> = import.meta.env.SSR
  ? new Map(
      await Promise.all(
        languages.map(async (language) => {
          const [content, facts] = await Promise.all([
            import('../lib/content-in.ts'),
            import('../lib/portfolio-facts.ts'),
          ]);
          const portfolio = await content.inLanguage('portfolio', language);
          return [language.tag, facts.portfolioPage(portfolio)] as const;
        }),
      ),
    )
  : new Map();

/**
 * The projects travel once: as the prerendered page's HTML on a first visit,
 * and as a module only when the visitor comes by client-side navigation. The
 * build-time loader sends the page's own text alone, so the page hydrates its
 * cards from the HTML as they are; `clientLoader` brings the projects for a
 * navigation.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [{ portfolioPageText }, portfolio] = await Promise.all([
    import('../lib/portfolio-facts.ts'),
    inLanguage('portfolio', languageOfUrl(request.url)),
  ]);
  return { page: portfolioPageText(portfolio), projects: undefined, words: undefined };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [{ portfolioPage }, portfolio] = await Promise.all([
    import('../lib/portfolio-facts.ts'),
    inLanguage('portfolio', languageOfUrl(request.url)),
  ]);
  return portfolioPage(portfolio);
}

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const portfolio = prerendered.get(useLanguage().tag);
  // A navigation's projects, or, in the prerender, the content's: never a hydration's.
  const cards =
    loaderData.projects !== undefined
      ? { projects: loaderData.projects, words: loaderData.words }
      : portfolio && { projects: portfolio.projects, words: portfolio.words };
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
