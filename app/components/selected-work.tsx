import type { PageLink } from '../content/schema.ts';
import { caseStudyPathIn, useLanguage } from '../lib/languages.ts';
import type { FeaturedProject } from '../lib/portfolio-facts.ts';
import { ResponsivePicture, heroId } from './responsive-picture.tsx';
import { Section } from './section.tsx';
import styles from './selected-work.module.css';
import { SiteLink } from './site-link.tsx';
import { typeset } from './typeset.tsx';

interface SelectedWorkProps {
  readonly heading: string;
  /** Projects marked `featured` in projects.ts, after the one the hero shows. */
  readonly projects: readonly FeaturedProject[];
  /** To the full portfolio, if home.ts has the link, its label counting the projects. */
  readonly link: PageLink | undefined;
}

// One column on handsets, up to three beside the menu on larger screens.
const SIZES =
  '(max-width: 599.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(50vw - 2rem), min(25rem, calc(33vw - 6rem))';

interface FeaturedCardProps {
  readonly project: FeaturedProject;
  /** How wide the screenshot is drawn: the `sizes` attribute. */
  readonly sizes?: string;
  /** The card's name: a heading in a list of cards, a paragraph on its own. */
  readonly titleAs?: 'h3' | 'p';
  readonly className?: string;
}

/**
 * A featured project: its first screenshot, its title (a link to the
 * project's case study) and its one-line result. The whole card
 * follows the link.
 */
export function FeaturedCard({
  project,
  sizes = SIZES,
  titleAs: Title = 'h3',
  className,
}: FeaturedCardProps) {
  const language = useLanguage();
  return (
    <div className={`${styles.item} ${className ?? ''}`}>
      <Title className={styles.title}>
        <SiteLink to={caseStudyPathIn(language, project.slug)} className={styles.link}>
          {project.title}
        </SiteLink>
      </Title>
      <p className={styles.result}>{typeset(project.result)}</p>
      {project.picture ? (
        <ResponsivePicture
          picture={project.picture}
          alt={project.alt ?? ''}
          sizes={sizes}
          id={heroId(project.slug)}
          className={styles.screenshot}
        />
      ) : null}
    </div>
  );
}

/** The home page's strip of featured projects, and the way to all of them. */
export function SelectedWork({ heading, projects, link }: SelectedWorkProps) {
  return (
    <Section heading={heading} layout="wide">
      {projects.length > 0 ? (
        <ul className={styles.grid}>
          {projects.map((project) => (
            <li key={project.slug} className={styles.cell}>
              <FeaturedCard project={project} />
            </li>
          ))}
        </ul>
      ) : null}
      {link ? (
        <p className={styles.more}>
          <SiteLink to={link.to}>
            {link.label}
            {/* The space goes with the arrow, so that the link's text ends with its last word. */}
            <span aria-hidden="true"> →</span>
          </SiteLink>
        </p>
      ) : null}
    </Section>
  );
}
