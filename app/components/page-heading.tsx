import type { ReactNode } from 'react';
import styles from './page-heading.module.css';
import { typeset } from './typeset.tsx';

/**
 * A page's one `h1`. It takes focus after client-side navigation, hence
 * tabIndex -1: focusable by script, not in the tab order.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 tabIndex={-1} className={styles.heading}>
      {typeof children === 'string' ? typeset(children) : children}
    </h1>
  );
}
