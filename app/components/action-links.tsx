import type { PageLink } from '../content/schema.ts';
import styles from './action-links.module.css';
import { BookingLink, SiteLink, booking } from './site-link.tsx';

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
