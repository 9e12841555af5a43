import type { ReactNode } from 'react';
import styles from './lead.module.css';
import { typeset } from './typeset.tsx';

/** A page's opening paragraph, set a size larger than body text. */
export function Lead({ children }: { readonly children: ReactNode }) {
  return (
    <p className={styles.lead}>{typeof children === 'string' ? typeset(children) : children}</p>
  );
}
