import { Fragment } from 'react';
import { ActionLinks, Closing } from '../components/action-links.tsx';
import { Availability } from '../components/availability.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PointList } from '../components/point-list.tsx';
import { Section } from '../components/section.tsx';
import { FeaturedCard, SelectedWork } from '../components/selected-work.tsx';
import { TestimonialQuote } from '../components/testimonial.tsx';
import logoUrl from '../content/images/logo.svg';
import { inLanguage } from '../lib/content-in.ts';
import { languageOfUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/home';
import styles from './home.module.css';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname);

/**
 * The page's words, the testimonials, and what the page says about the portfolio: in the
 * prerendered page, or imported for a navigation, so the page's own script carries none of them
 * (docs/decisions/005-the-portfolio-travels-once.md).
 */
export async function clientLoader({ request }: { readonly request: Request }) {
  const language = languageOfUrl(request.url);
  const [{ homeFacts }, home, testimonials, portfolio] = await Promise.all([
    import('../lib/portfolio-facts.ts'),
    inLanguage('home', language),
    inLanguage('testimonials', language),
    inLanguage('portfolio', language),
  ]);
  const { featured, clients, projectCount } = homeFacts(portfolio, language);
  const { heading, link } = home.selectedWork;
  return {
    home: {
      ...home,
      selectedWork: { heading, link: link && { to: link.to, label: link.label(projectCount) } },
    },
    testimonials,
    featured,
    clients,
  };
}
export const loader = clientLoader;

// The hero's project: beside the words from 48rem of main column, under them before.
const HERO_WORK_SIZES =
  '(max-width: 599.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(100vw - 4rem), min(34rem, calc(45vw - 90px - 3rem))';

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { home, testimonials, featured, clients } = loaderData;
  // The first featured project leads in the hero; the strip shows the others.
  const [lead, ...others] = featured;
  return (
    <>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          {/* In a <picture>, React writes no preload for the logo ahead of the font's (root.tsx);
              the parser finds it as early in the hero. */}
          <picture className={styles.logoPicture}>
            <img src={logoUrl} alt={home.logoAlt} width={96} height={96} className={styles.logo} />
          </picture>
          <PageHeading headline={home.headline}>{home.heading}</PageHeading>
          {/* On the first screen at every size, where a client decides. */}
          <Availability />
          {home.intro.map((paragraph) => (
            <Lead key={paragraph}>{paragraph}</Lead>
          ))}
          <ActionLinks links={home.heroActions} />
          {clients.length > 0 ? (
            <p className={styles.clients}>
              <span className={styles.clientsLabel}>{home.clientsLabel}</span>{' '}
              <span className={styles.clientList}>
                {clients.map((client, index) => (
                  <Fragment key={client}>
                    {index > 0 && ' '}
                    <span className={styles.client}>{client}</span>
                  </Fragment>
                ))}
              </span>
            </p>
          ) : null}
        </div>
        {lead ? (
          <FeaturedCard
            project={lead}
            sizes={HERO_WORK_SIZES}
            titleAs="p"
            className={styles.work}
          />
        ) : null}
      </header>
      {/* The strip shows the featured projects after the hero's; without one, the hero's
          own links lead on. */}
      {others.length > 0 ? (
        <SelectedWork
          heading={home.selectedWork.heading}
          projects={others}
          link={home.selectedWork.link}
        />
      ) : null}
      {testimonials.length > 0 ? (
        <Section heading={home.testimonialsHeading} layout="wide">
          <ul className={styles.testimonials}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.quote}>
                <TestimonialQuote testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section heading={home.sellingPointsHeading} layout="wide">
        <PointList points={home.sellingPoints} />
      </Section>
      <Section heading={home.specialtiesHeading} layout="wide">
        <PointList points={home.specialties} variant="cards" />
      </Section>
      <Closing links={home.callToAction.links} />
    </>
  );
}
