import { ActionLinks } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PointList } from '../components/point-list.tsx';
import { Section } from '../components/section.tsx';
import { SelectedWork } from '../components/selected-work.tsx';
import { clients } from 'virtual:portfolio-facts';
import { home } from '../content/home.ts';
import logoUrl from '../content/images/logo.svg';
import { pageMeta } from '../lib/meta.ts';
import styles from './home.module.css';
import { joinUnbroken, typeset } from '../components/typeset.tsx';

export const meta = () => pageMeta('/home');

export default function HomePage() {
  return (
    <>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <PageHeading>{home.heading}</PageHeading>
          <p className={styles.headline}>{typeset(home.headline)}</p>
          {home.intro.map((paragraph) => (
            <Lead key={paragraph}>{paragraph}</Lead>
          ))}
          <ActionLinks links={home.heroActions} />
          <p className={styles.clients}>
            <span className={styles.clientsLabel}>{home.clientsLabel}</span>{' '}
            {joinUnbroken(clients, '·')}
          </p>
        </div>
        <div className={styles.mark}>
          {/* In a <picture>, React writes no preload for the logo ahead of the font's (root.tsx);
              the parser finds it as early in the hero. */}
          <picture className={styles.logoPicture}>
            <img src={logoUrl} alt={home.logoAlt} width={96} height={96} className={styles.logo} />
          </picture>
        </div>
      </header>
      <SelectedWork heading={home.selectedWork.heading} link={home.selectedWork.link} />
      <Section heading={home.sellingPointsHeading} layout="wide">
        <PointList points={home.sellingPoints} />
      </Section>
      <Section heading={home.specialtiesHeading} layout="wide">
        <PointList points={home.specialties} variant="cards" />
      </Section>
      <Section heading={home.callToAction.heading} layout="wide" className={styles.callToAction}>
        <p>{home.callToAction.text}</p>
        <ActionLinks links={home.callToAction.links} />
      </Section>
    </>
  );
}
