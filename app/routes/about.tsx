import { Closing } from '../components/action-links.tsx';
import { Facts } from '../components/facts.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProseSection } from '../components/prose-section.tsx';
import { ResponsivePicture } from '../components/responsive-picture.tsx';
import { inLanguage } from '../lib/content-in.ts';
import { languageOfUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/about';
import styles from './about.module.css';
import { typeset } from '../components/typeset.tsx';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

/** The portrait and the portfolio's figures: in the prerendered page, or fetched for a navigation. */
export async function clientLoader({ request }: { readonly request: Request }) {
  const language = languageOfUrl(request.url);
  const [{ aboutFacts }, { portfolioFacts, ...about }, portfolio] = await Promise.all([
    import('../lib/portfolio-facts.ts'),
    inLanguage('about', language),
    inLanguage('portfolio', language),
  ]);
  const facts = aboutFacts(portfolio, about);
  // Said in the words' own functions here: a function does not travel in the page's data.
  return {
    ...facts,
    about,
    projectsLabel: portfolioFacts.projects(facts.projectCount),
    clientsLabel: portfolioFacts.clients(facts.clients),
  };
}
export const loader = clientLoader;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { projectCount, clients, portrait, about, projectsLabel, clientsLabel } = loaderData;
  // The owner's figures, then the portfolio's, counted from projects.ts.
  const facts = {
    ...about.facts,
    facts: [
      ...about.facts.facts,
      { value: String(projectCount), label: projectsLabel },
      ...(clients.length > 0 ? [{ label: clientsLabel }] : []),
    ],
  };
  return (
    <>
      <PageHeading headline={about.headline}>{about.heading}</PageHeading>
      <div className={styles.intro}>
        <ResponsivePicture
          picture={portrait}
          alt={about.portrait.alt}
          sizes="(max-width: 599.98px) 10rem, 14rem"
          priority
          className={styles.portrait}
        />
        <p className={styles.lead}>{typeset(about.lead)}</p>
      </div>
      <ProseSection section={about.background} aside={<Facts facts={facts} />} />
      <ProseSection section={about.valueStatement} />
      <ProseSection section={about.philosophy} />
      <ProseSection section={about.personalNote} />
      <Closing links={about.links} />
    </>
  );
}
