import { Closing } from '../components/action-links.tsx';
import { Facts } from '../components/facts.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProseSection } from '../components/prose-section.tsx';
import { ResponsivePicture } from '../components/responsive-picture.tsx';
import { about } from '../content/about.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/about';
import styles from './about.module.css';
import { typeset } from '../components/typeset.tsx';

export const meta = () => pageMeta('/about');

/** The portrait and the portfolio's figures: in the prerendered page, or fetched for a navigation. */
export async function clientLoader() {
  const { aboutFacts } = await import('../lib/portfolio-facts.ts');
  return aboutFacts();
}
export const loader = clientLoader;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { projectCount, clients, portrait } = loaderData;
  // The owner's figures, then the portfolio's, counted from projects.ts.
  const facts = {
    ...about.facts,
    facts: [
      ...about.facts.facts,
      { value: String(projectCount), label: about.portfolioFacts.projects(projectCount) },
      ...(clients.length > 0 ? [{ label: about.portfolioFacts.clients(clients) }] : []),
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
