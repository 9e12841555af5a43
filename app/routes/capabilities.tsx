import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProseSection } from '../components/prose-section.tsx';
import { Section } from '../components/section.tsx';
import { capabilities } from '../content/capabilities.ts';
import { pageMeta } from '../lib/meta.ts';
import styles from './capabilities.module.css';

export const meta = () => pageMeta('/capabilities');

export default function CapabilitiesPage() {
  return (
    <>
      <PageHeading headline={capabilities.headline}>{capabilities.heading}</PageHeading>
      <Lead>{capabilities.intro}</Lead>
      <Section heading={capabilities.frameworksHeading}>
        <ul className={styles.technologies}>
          {capabilities.frameworks.map((technology) => (
            <li key={technology.name}>
              <strong className={styles.name}>{technology.name}</strong>
              <span className={styles.use}>{technology.use}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={capabilities.uiLibrariesHeading}>
        <p>{capabilities.uiLibrariesIntro}</p>
        <ul className={styles.chips}>
          {capabilities.uiLibraries.map((library) => (
            <li key={library}>{library}</li>
          ))}
        </ul>
      </Section>
      <ProseSection section={capabilities.approach} />
      <Closing links={capabilities.portfolioLink ? [capabilities.portfolioLink] : []} />
    </>
  );
}
