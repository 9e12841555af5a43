import { useId } from 'react';
import type { SectionAside } from '../content/schema.ts';
import styles from './facts.module.css';
import { typeset } from './typeset.tsx';

/**
 * A few facts that sum a section up, for its `aside` (section.tsx). A file of
 * its own, so that only the pages that show facts load it.
 */
export function Facts({ facts }: { readonly facts: SectionAside }) {
  const id = useId();
  return (
    <div className={styles.box} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {facts.heading}
      </h3>
      <ul className={styles.facts}>
        {facts.facts.map((fact) => (
          <li key={fact.label}>
            {fact.value ? <span className={styles.value}>{fact.value}</span> : null}
            {typeset(` ${fact.label}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
