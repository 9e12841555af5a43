import featured from 'virtual:featured-projects';
import { projectCount } from 'virtual:portfolio-facts';
import type { HomeContent } from '../content/home.ts';
import { ResponsivePicture } from './responsive-picture.tsx';
import { Section } from './section.tsx';
import styles from './selected-work.module.css';
import { SiteLink } from './site-link.tsx';
import { typeset } from './typeset.tsx';

interface SelectedWorkProps {
  readonly heading: string;
  /** To the full portfolio. */
  readonly link: HomeContent['selectedWork']['link'];
}

// One column on handsets, up to three beside the menu on larger screens.
const SIZES =
  '(max-width: 599.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(50vw - 2rem), min(25rem, calc(33vw - 6rem))';

/**
 * The home page's strip of the projects marked `featured` in projects.ts: the
 * first screenshot, the title (a link to the project's card on /portfolio) and
 * the one-line result. The whole card follows the link.
 */
export function SelectedWork({ heading, link }: SelectedWorkProps) {
  return (
    <Section heading={heading} layout="wide">
      <ul className={styles.grid}>
        {featured.map((project) => (
          <li key={project.slug} className={styles.item}>
            <h3 className={styles.title}>
              <SiteLink to={`/portfolio#${project.slug}`} className={styles.link}>
                {project.title}
              </SiteLink>
            </h3>
            <p className={styles.result}>{typeset(project.result)}</p>
            <ResponsivePicture
              picture={project.picture}
              alt={project.alt}
              sizes={SIZES}
              className={styles.screenshot}
            />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <SiteLink to={link.to}>
          {link.label(projectCount)} <span aria-hidden="true">→</span>
        </SiteLink>
      </p>
    </Section>
  );
}
