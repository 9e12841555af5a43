import { useId } from 'react';
import type { PortfolioContent } from '../content/projects.ts';
import { caseStudyPathIn, useLanguage } from '../lib/languages.ts';
import type { PicturedProject } from '../lib/portfolio-facts.ts';
import { siteCaption } from '../lib/site-caption.ts';
import { ResponsivePicture, heroId } from './responsive-picture.tsx';
import { SiteLink } from './site-link.tsx';
import styles from './project-card.module.css';
import { joinUnbroken, typeset, webAddress } from './typeset.tsx';

type Words = PortfolioContent['words'];

interface ProjectCardProps {
  readonly project: PicturedProject;
  /** The words around the project's own (projects.ts: words). */
  readonly words: Words;
  /** The card is the first thing on screen: load its first screenshot at once. */
  readonly priority?: boolean;
}

// How wide the lead screenshot is drawn (project-card.module.css): at the
// card's width less its padding, and from a 48rem main column (a 1064px
// screen) in the card's picture column, what the words' 30rem leave of it.
const LEAD_WIDTH =
  '(max-width: 959.98px) calc(100vw - 4rem), (max-width: 1063.98px) calc(100vw - 200px - 10rem), min(48rem, calc(100vw - 200px - 38rem))';

/** One portfolio project: screenshots linking to the live sites, and the story. */
export function ProjectCard({ project, words, priority = false }: ProjectCardProps) {
  const headingId = useId();
  const language = useLanguage();
  // Without a picture, the words take the card's width; its sites are links in words.
  const pictured = project.sites.some((site) => site.screenshot);
  const host = (url: string) => new URL(url).host;
  const leadUrl = project.sites.find((site) => site.screenshot)?.url;
  const leadHost = leadUrl && host(leadUrl);
  return (
    // tabIndex -1: a link to /portfolio#slug moves focus here (use-focus-on-navigation.ts).
    <article
      id={project.slug}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={pictured ? styles.card : `${styles.card} ${styles.pictureless}`}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <SiteLink to={caseStudyPathIn(language, project.slug)} className={styles.titleLink}>
            {project.title}
          </SiteLink>
        </h2>
        <p className={styles.client}>{project.client}</p>
      </div>
      {/* The first screenshot leads, large; the others are the case study's, and their sites are
          links in words under it, side by side where they fit. */}
      {project.sites.length > 0 ? (
        <ul className={styles.sites}>
          {project.sites
            .toSorted((one, other) => Number(!one.screenshot) - Number(!other.screenshot))
            .map((site, index) => {
              const shot = index === 0 && site.screenshot;
              const lead = shot && site.picture && { picture: site.picture, alt: shot.alt };
              return (
                <li key={site.url} className={lead ? undefined : styles.unpictured}>
                  <a href={site.url} className={styles.siteLink}>
                    {lead ? (
                      <ResponsivePicture
                        picture={lead.picture}
                        alt={lead.alt}
                        sizes={LEAD_WIDTH}
                        priority={priority}
                        id={heroId(project.slug)}
                        className={styles.screenshot}
                        frameClassName={
                          priority ? styles.frame : `${styles.frame} ${styles.deferred}`
                        }
                      />
                    ) : null}
                    <span className={styles.caption}>
                      {/* Another site at the lead's host by its name: the lead's caption says
                          where it lives. */}
                      {!lead && site.title && host(site.url) === leadHost
                        ? site.title
                        : webAddress(siteCaption(site, words))}
                    </span>
                  </a>
                </li>
              );
            })}
        </ul>
      ) : null}
      <div className={styles.story}>
        {(
          [
            [words.challenge, project.challenge],
            [words.solution, project.solution],
            [words.results, project.results],
          ] as const
        ).map(([label, text]) => (
          <div key={label} className={styles.part}>
            <h3 className={styles.label}>{label}</h3>
            <p>{typeset(text)}</p>
          </div>
        ))}
        {project.metrics ? (
          <ul className={styles.metrics}>
            {project.metrics.map((metric) => (
              <li key={metric.label}>
                <strong className={styles.metricValue}>{metric.value}</strong>
                {` ${metric.label}`}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.stackBlock}>
        <h3 className={styles.label}>{words.techStack}</h3>
        <p className={styles.stack}>{joinUnbroken(project.techStack, '·')}</p>
      </div>
    </article>
  );
}
