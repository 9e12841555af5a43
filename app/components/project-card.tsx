import { useId } from 'react';
import type { Project, ProjectSite } from '../content/projects.ts';
import { screenshotFor } from '../lib/screenshots.ts';
import { ResponsivePicture } from './responsive-picture.tsx';
import styles from './project-card.module.css';
import { joinUnbroken, typeset } from './typeset.tsx';

interface ProjectCardProps {
  readonly project: Project;
  /** The card is the first thing on screen: load its first screenshot at once. */
  readonly priority?: boolean;
}

// How wide a screenshot is drawn: the full width of a handset, the content
// column beside the 200px menu on mid-sized screens, or half of it where cards
// sit in two columns (1200px and up; portfolio.module.css); half again where a
// project has several sites side by side.
const FULL_WIDTH =
  '(max-width: 959.98px) calc(100vw - 2rem), (max-width: 1199.98px) calc(100vw - 200px - 8rem), min(36rem, calc(50vw - 100px - 6rem))';
const HALF_WIDTH =
  '(max-width: 599.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(50vw - 2rem), (max-width: 1199.98px) calc(50vw - 100px - 5rem), min(18rem, calc(25vw - 50px - 4rem))';

function siteCaption(site: ProjectSite): string {
  const host = new URL(site.url).hostname.replace(/^www\./, '');
  return site.title ? `${site.title}, live at ${host}` : `Visit the live site at ${host}`;
}

/** One portfolio project: screenshots linking to the live sites, and the story. */
export function ProjectCard({ project, priority = false }: ProjectCardProps) {
  const headingId = useId();
  const source = `app/content/projects.ts: project "${project.slug}"`;
  const sizes = project.sites.length > 1 ? HALF_WIDTH : FULL_WIDTH;
  return (
    // tabIndex -1: a link to /portfolio#slug moves focus here (use-focus-on-navigation.ts).
    <article id={project.slug} aria-labelledby={headingId} tabIndex={-1} className={styles.card}>
      {/* In reading order the name comes first; on screen the pictures lead (the CSS). */}
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {project.title}
        </h2>
        <p className={styles.client}>{project.client}</p>
      </div>
      <ul
        className={`${styles.sites} ${project.sites.length > 1 ? styles.siteGrid : styles.siteList}`}
      >
        {project.sites.map((site, index) => {
          const first = priority && index === 0;
          return (
            <li key={site.url + site.screenshot.file}>
              <a href={site.url} className={styles.siteLink}>
                <ResponsivePicture
                  picture={screenshotFor(site.screenshot.file, source)}
                  alt={site.screenshot.alt}
                  sizes={sizes}
                  priority={first}
                  className={styles.screenshot}
                  frameClassName={first ? styles.frame : `${styles.frame} ${styles.deferred}`}
                />
                <span className={styles.caption}>{siteCaption(site)}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <div className={styles.story}>
        <h3 className={styles.label}>Challenge</h3>
        <p>{typeset(project.challenge)}</p>
        <h3 className={styles.label}>Solution</h3>
        <p>{typeset(project.solution)}</p>
        <h3 className={styles.label}>Results</h3>
        <p>{typeset(project.results)}</p>
        {project.metrics ? (
          <ul className={styles.metrics}>
            {project.metrics.map((metric) => (
              <li key={metric.label}>
                <strong className={styles.metricValue}>{metric.value}</strong> {metric.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.stackBlock}>
        <h3 className={styles.label}>Tech Stack</h3>
        <p className={styles.stack}>{joinUnbroken(project.techStack, '·')}</p>
      </div>
    </article>
  );
}
