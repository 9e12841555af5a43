import { clients, projectCount } from 'virtual:portfolio-facts';
import { ActionLinks } from '../components/action-links.tsx';
import { Facts } from '../components/facts.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProseSection } from '../components/prose-section.tsx';
import { ResponsivePicture } from '../components/responsive-picture.tsx';
import { about } from '../content/about.ts';
import { pictureFor } from '../lib/images.ts';
import { pageMeta } from '../lib/meta.ts';
import styles from './about.module.css';
import { typeset } from '../components/typeset.tsx';

export const meta = () => pageMeta('/about');

const portrait = pictureFor(about.portrait.file, 'app/content/about.ts: portrait.file');

/** The owner's figures, then the portfolio's, counted from projects.ts. */
const facts = {
  ...about.facts,
  facts: [
    ...about.facts.facts,
    { value: String(projectCount), label: 'projects in the portfolio' },
    { label: `Clients include ${clients.join(', ')}` },
  ],
};

export default function AboutPage() {
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
      <ActionLinks links={about.links} closing />
    </>
  );
}
