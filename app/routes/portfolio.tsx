import { ActionLinks } from '../components/action-links';
import { Lead } from '../components/lead';
import { PageHeading } from '../components/page-heading';
import { ProjectCard } from '../components/project-card';
import { Section } from '../components/section';
import { portfolio } from '../content/projects';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta('/portfolio');

export default function PortfolioPage() {
  return (
    <>
      <PageHeading>{portfolio.heading}</PageHeading>
      <Lead>{portfolio.intro}</Lead>
      {portfolio.projects.map((project, index) => (
        <ProjectCard key={project.slug} project={project} priority={index === 0} />
      ))}
      <Section heading={portfolio.callToAction.heading}>
        <ActionLinks links={[portfolio.callToAction.link]} />
      </Section>
    </>
  );
}
