import { useId } from 'react';
import type { PageLink } from '../content/schema.ts';
import { useLanguage } from '../lib/languages.ts';
import styles from './action-links.module.css';
import { BookingLink, SiteLink, useBooking } from './site-link.tsx';
import { typeset } from './typeset.tsx';

/**
 * A row of calls to action: the site's one primary action, booking, then the
 * page's own links (one that leads where booking does is left out). A page's
 * closing row (`closing`) stands apart like a section, in the text's column.
 */
export function ActionLinks({
  links,
  closing = false,
}: {
  readonly links: readonly PageLink[];
  readonly closing?: boolean;
}) {
  const booking = useBooking();
  const others = links.filter((link) => booking.external || link.to !== booking.href);
  return (
    <ul className={closing ? `${styles.list} ${styles.closing}` : styles.list}>
      <li>
        <BookingLink className={styles.primary} />
      </li>
      {others.map((link) => (
        <li key={link.to + link.label}>
          <SiteLink to={link.to} className={styles.secondary}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * How every page but /contact ends: a panel with a heading, perhaps a line,
 * and the row of actions led by booking. Without words of its own, a page
 * ends with the site's (site.ts: closing).
 */
export function Closing({
  links,
  ...own
}: {
  readonly links: readonly PageLink[];
  readonly heading?: string;
  readonly text?: string;
}) {
  const { closing } = useLanguage().site;
  const heading = own.heading ?? closing.heading;
  const text = own.text ?? (heading === closing.heading ? closing.text : undefined);
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.panelHeading}>
        {typeset(heading)}
      </h2>
      {text ? <p className={styles.panelText}>{typeset(text)}</p> : null}
      <ActionLinks links={links} />
    </section>
  );
}
