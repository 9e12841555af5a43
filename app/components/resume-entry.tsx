import type { Position } from '../content/resume.ts';
import { formatYearRange } from '../lib/dates.ts';
import { useLanguage } from '../lib/languages.ts';
import styles from './resume-entry.module.css';
import { typeset } from './typeset.tsx';

/** One position of the resume's experience. */
export function ResumeEntry({ position }: { readonly position: Position }) {
  return (
    <article className={styles.entry}>
      <h3 className={styles.role}>{typeset(position.role)}</h3>
      <p className={styles.meta}>
        {`${position.organization}, `}
        <span className={styles.years}>
          {formatYearRange(position.startYear, position.endYear, useLanguage().site.words.present)}
        </span>
      </p>
      <p>{typeset(position.summary)}</p>
      <ul>
        {position.highlights.map((highlight) => (
          <li key={highlight}>{typeset(highlight)}</li>
        ))}
      </ul>
    </article>
  );
}
