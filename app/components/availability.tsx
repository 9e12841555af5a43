import { useLanguage } from '../lib/languages.ts';
import { builtAvailability } from '../lib/availability.ts';
import styles from './availability.module.css';
import { typeset } from './typeset.tsx';

/**
 * The owner's availability (site.ts), as of the day the site was built, with
 * its note: a dot in the status's colour, then the words. Nothing while
 * site.ts states none.
 */
export function Availability({ className }: { readonly className?: string }) {
  const statement = builtAvailability(useLanguage().site);
  if (!statement) return null;
  return (
    <p className={`${styles.availability} ${className ?? ''}`} data-availability={statement.kind}>
      <span className={styles.dot} aria-hidden="true" />
      <span>
        <strong className={styles.status}>{typeset(statement.text)}</strong>
        {statement.note ? typeset(` ${statement.note}`) : null}
      </span>
    </p>
  );
}
