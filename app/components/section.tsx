import { type ReactNode, useId } from 'react';
import styles from './section.module.css';

interface SectionProps {
  readonly heading: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A landmark-free region of a page with its own `h2`. */
export function Section({ heading, children, className }: SectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${styles.section} ${className ?? ''}`}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
