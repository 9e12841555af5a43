import { clients, projectCount } from 'virtual:portfolio-facts';
import { ActionLinks } from '../components/action-links';
import { Facts } from '../components/facts';
import { PageHeading } from '../components/page-heading';
import { ProseSection } from '../components/prose-section';
import { ResponsivePicture } from '../components/responsive-picture';
import { about } from '../content/about';
import { pictureFor } from '../lib/images';
import { pageMeta } from '../lib/meta';
import styles from './about.module.css';
import { typeset } from '../components/typeset';

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
      <PageHeading>{about.heading}</PageHeading>
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
