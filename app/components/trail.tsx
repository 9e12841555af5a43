import type { PageLink } from '../content/schema.ts';
import type { Picture } from '../lib/images.ts';
import { Closing } from './action-links.tsx';
import { ResponsivePicture, heroId } from './responsive-picture.tsx';
import { SiteLink } from './site-link.tsx';
import { typeset } from './typeset.tsx';
import styles from './trail.module.css';

interface Link {
  readonly path: string;
  readonly title: string;
  /** A project's lead picture, shown over its link (a case study's neighbours). */
  readonly lead?: { readonly slug: string; readonly picture: Picture; readonly alt: string };
}

// Two to a row beside the menu, each half the main column; one across it on a phone.
const NEIGHBOUR_SIZES =
  '(max-width: 959.98px) calc(100vw - 4rem), min(39rem, calc(50vw - 100px - 4rem))';

/** The trail over a page under a list: the list's link, then the page itself. */
export function Breadcrumb({
  label,
  list,
  current,
}: {
  /** The trail's name for assistive technology. */
  readonly label: string;
  readonly list: { readonly path: string; readonly label: string };
  readonly current: string;
}) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        <li>
          <SiteLink to={list.path}>{list.label}</SiteLink>
        </li>
        {/* One span: in the item's flex box, typeset's runs would each be an item, and lose the
            spaces between them. */}
        <li aria-current="page">
          <span>{typeset(current)}</span>
        </li>
      </ol>
    </nav>
  );
}

/** The pages before and after this one in its list, where there are any (none past either end). */
function Neighbours({
  previous,
  next,
}: {
  readonly previous: { readonly label: string; readonly to: Link | undefined };
  readonly next: { readonly label: string; readonly to: Link | undefined };
}) {
  const neighbours = [
    { ...previous, className: undefined },
    { ...next, className: styles.next },
  ].flatMap(({ to, ...rest }) => (to ? [{ ...rest, to }] : []));
  if (neighbours.length === 0) return null;
  return (
    <ul className={styles.neighbours}>
      {neighbours.map(({ label, to, className }) => (
        <li key={to.path} className={`${styles.neighbour} ${className ?? ''}`}>
          {/* Out of the link, which names the page in words; the link's area covers it. */}
          {to.lead ? (
            <ResponsivePicture
              picture={to.lead.picture}
              alt={to.lead.alt}
              sizes={NEIGHBOUR_SIZES}
              id={heroId(to.lead.slug)}
              className={styles.neighbourPicture}
            />
          ) : null}
          <SiteLink to={to.path} className={styles.neighbourLink}>
            <span className={styles.neighbourLabel}>{label}</span> {typeset(to.title)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * How a page under a list ends: its neighbours, the way back to the list
 * where there is one, the closing panel, and its JSON-LD where the prerender
 * wrote it (a navigation in the app leaves it out).
 */
export function ItemEnd({
  words,
  previous,
  next,
  closing,
  back,
  structuredData,
}: {
  readonly words: { readonly previous: string; readonly next: string };
  readonly back?: { readonly path: string; readonly label: string };
  readonly previous: Link | undefined;
  readonly next: Link | undefined;
  readonly closing: { readonly heading: string; readonly link: PageLink };
  readonly structuredData: string;
}) {
  return (
    <>
      <Neighbours
        previous={{ label: words.previous, to: previous }}
        next={{ label: words.next, to: next }}
      />
      {back ? (
        <p className={styles.back}>
          <SiteLink to={back.path}>{back.label}</SiteLink>
        </p>
      ) : null}
      <Closing heading={closing.heading} links={[closing.link]} />
      {structuredData ? (
        <script
          type="application/ld+json"
          // Data, not code: JSON-LD is never executed, so the CSP does not hash it.
          dangerouslySetInnerHTML={{ __html: structuredData }}
        />
      ) : null}
    </>
  );
}
