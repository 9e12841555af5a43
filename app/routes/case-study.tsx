import { ResponsivePicture, heroId } from '../components/responsive-picture.tsx';
import { Section } from '../components/section.tsx';
import { TestimonialQuote } from '../components/testimonial.tsx';
import { Breadcrumb, ItemEnd } from '../components/trail.tsx';
import { joinUnbroken, typeset, webAddress } from '../components/typeset.tsx';
import { documentMeta, languageOfUrl, notFoundMeta } from '../lib/meta.ts';
// The loader's alone: the browser's bundle drops it with the loader.
import { caseStudyStructuredData, jsonLd } from '../lib/structured-data.ts';
import NotFound from './not-found.tsx';
import card from '../components/project-card.module.css';
import heading from '../components/page-heading.module.css';
import styles from './case-study.module.css';

/**
 * A project's case study, one route per project (routes.ts). Its data comes
 * from its loader: in the prerendered page, with its JSON-LD, or for a
 * client-side navigation fetched with the module that holds the portfolio,
 * without it (search engines read the prerendered page).
 */
interface Args {
  readonly params: { readonly slug?: string };
  readonly request: Request;
}

export async function loader({ params, request }: Args) {
  const { caseStudy } = await import('../lib/case-studies.ts');
  const study = await caseStudy(params.slug, languageOfUrl(request.url));
  return study
    ? { ...study, structuredData: jsonLd(caseStudyStructuredData(study.project, study.page)) }
    : undefined;
}

export async function clientLoader({ params, request }: Args) {
  const { caseStudy } = await import('../lib/case-studies.ts');
  const study = await caseStudy(params.slug, languageOfUrl(request.url));
  return study && { ...study, structuredData: '' };
}

type CaseStudyData = Awaited<ReturnType<typeof clientLoader>>;

// Typed by hand, not by React Router's typegen: with the portfolio removed, no route uses this file.
export const meta = ({
  loaderData,
  location,
}: {
  loaderData: CaseStudyData;
  location: { pathname: string };
}) =>
  loaderData
    ? documentMeta({ ...loaderData.page, alternates: loaderData.alternates })
    : notFoundMeta(location.pathname);

// The lead screenshot spans the main column: the screen less its margins on a
// handset, less the side panel from 960px, and at most the page's width (78rem);
// further ones (case-study.module.css) half that where two fit in a row, and
// the gallery's the story's column, beside the facts' 16rem from a 60rem column.
const SIZES =
  '(max-width: 599.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(100vw - 4rem), min(78rem, calc(100vw - 200px - 6rem))';
const HALF_SIZES =
  '(max-width: 959.98px) calc(100vw - 4rem), min(39rem, calc(50vw - 100px - 4rem))';
const STORY_SIZES =
  '(max-width: 599.98px) calc(100vw - 2rem), (max-width: 1159.98px) calc(100vw - 4rem), min(59rem, calc(100vw - 200px - 25rem))';

export default function CaseStudyPage({ loaderData }: { loaderData: CaseStudyData }) {
  // A slug projects.ts lacks, reached by a link inside the app: the not-found page, as a host answers.
  if (!loaderData) return <NotFound />;
  const { project, sites, gallery, words, testimonials } = loaderData;
  const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');
  const pictured = sites.flatMap((site) =>
    site.picture && site.screenshot
      ? [{ site, picture: site.picture, alt: site.screenshot.alt }]
      : [],
  );
  // The facts a client looks for first, each where the project has it.
  const facts = [
    [words.client, typeset(project.client)],
    [words.role, project.role && typeset(project.role)],
    [words.timeframe, project.timeframe && typeset(project.timeframe)],
    [words.techStack, joinUnbroken(project.techStack, '·')],
    [
      words.liveSites,
      sites.length > 0 && (
        <ul className={styles.links}>
          {sites.map((site) => (
            <li key={site.url}>
              <a href={site.url}>{site.title ?? webAddress(host(site.url))}</a>
            </li>
          ))}
        </ul>
      ),
    ],
  ] as const;
  return (
    <>
      <Breadcrumb label={words.breadcrumb} list={loaderData.portfolio} current={project.title} />
      <h1 tabIndex={-1} className={`${heading.headline} ${styles.title}`}>
        {typeset(project.title)}
      </h1>
      <p className={styles.client}>{typeset(project.client)}</p>
      {/* The pictures of its sites; a site without one is among the facts' links alone. */}
      {pictured.length > 0 ? (
        <ul className={styles.sites}>
          {pictured.map(({ site, picture, alt }, index) => (
            <li key={site.url}>
              <a href={site.url} className={card.siteLink}>
                <ResponsivePicture
                  picture={picture}
                  alt={alt}
                  sizes={index === 0 ? SIZES : HALF_SIZES}
                  priority={index === 0}
                  id={index === 0 ? heroId(project.slug) : undefined}
                  className={`${card.screenshot} ${styles.screenshot}`}
                />
                <span className={card.caption}>{site.caption}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {/* From 1280px screens the facts stand in a column beside the story; before, above it. */}
      <div className={styles.body}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) =>
            value ? (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <div className={styles.story}>
          <Section layout="wide" heading={words.challenge}>
            <p>{typeset(project.challenge)}</p>
          </Section>
          <Section layout="wide" heading={words.solution}>
            <p>{typeset(project.solution)}</p>
          </Section>
          <Section layout="wide" heading={words.results}>
            <p>{typeset(project.results)}</p>
            {project.metrics ? (
              <ul className={styles.metrics}>
                {project.metrics.map((metric) => (
                  <li key={metric.label}>
                    <strong className={styles.metricValue}>{metric.value}</strong>
                    {typeset(` ${metric.label}`)}
                  </li>
                ))}
              </ul>
            ) : null}
            {testimonials.map((testimonial) => (
              <TestimonialQuote key={testimonial.quote} testimonial={testimonial} pull />
            ))}
          </Section>
          {project.story?.map((section) => (
            <Section key={section.heading} layout="wide" heading={section.heading}>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{typeset(paragraph)}</p>
              ))}
            </Section>
          ))}
          {gallery.length > 0 ? (
            <ul className={styles.gallery}>
              {gallery.map((image) => (
                <li key={image.file}>
                  <figure className={styles.figure}>
                    <ResponsivePicture
                      picture={image.picture}
                      alt={image.alt}
                      sizes={STORY_SIZES}
                      className={`${card.screenshot} ${styles.screenshot}`}
                    />
                    {image.caption ? (
                      <figcaption className={card.caption}>{typeset(image.caption)}</figcaption>
                    ) : null}
                  </figure>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <ItemEnd {...loaderData} />
    </>
  );
}
