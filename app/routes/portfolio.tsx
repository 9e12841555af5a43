import { ActionLinks } from '../components/action-links';
import { Lead } from '../components/lead';
import { PageHeading } from '../components/page-heading';
import { ProjectCard } from '../components/project-card';
import { Section } from '../components/section';
import { portfolio } from '../content/projects';
import { pageMeta } from '../lib/meta';
import styles from './portfolio.module.css';

export const meta = () => pageMeta('/portfolio');

export default function PortfolioPage() {
  return (
    <>
      <PageHeading>{portfolio.heading}</PageHeading>
      <Lead>{portfolio.intro}</Lead>
      <div className={styles.projects}>
        {portfolio.projects.map((project, index) => (
          <ProjectCard key={project.slug} project={project} priority={index === 0} />
        ))}
      </div>
      <Section heading={portfolio.callToAction.heading}>
        <ActionLinks links={[portfolio.callToAction.link]} />
      </Section>
    </>
  );
}
