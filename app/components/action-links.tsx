import { Link } from 'react-router';
import type { PageLink } from '../content/schema';
import styles from './action-links.module.css';

/** Calls to action: links to other pages, the first one emphasised. */
export function ActionLinks({ links }: { readonly links: readonly PageLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link, index) => (
        <li key={link.to + link.label}>
          <Link
            to={link.to}
            className={index === 0 ? styles.primary : styles.secondary}
            viewTransition
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
