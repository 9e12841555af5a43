import { type ReactNode, useId } from 'react';
import styles from './section.module.css';
import { typeset } from './typeset.tsx';

interface SectionProps {
  readonly heading: string;
  readonly children: ReactNode;
  readonly className?: string;
  /**
   * "split" (the default): on wide screens the heading sits in a column of
   * its own beside the text. "wide": the heading above, the content (a grid of
   * cards, a table) across the full width.
   */
  readonly layout?: 'split' | 'wide';
  /** Facts that sum the section up (facts.tsx): under its text, or beside it on wide screens. */
  readonly aside?: ReactNode;
}

/** A landmark-free region of a page with its own `h2`. */
export function Section({ heading, children, className, layout = 'split', aside }: SectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      // Only a split section has a rule of its own; a wide one is the plain layout.
      className={[styles.section, layout === 'split' && styles.split, className]
        .filter(Boolean)
        .join(' ')}
    >
      <h2 id={id} className={styles.heading}>
        {typeset(heading)}
      </h2>
      <div className={styles.body}>{children}</div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </section>
  );
}
