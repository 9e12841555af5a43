import { NavLink } from 'react-router';
import { pages } from '../content/pages';
import { site } from '../content/site';
import styles from './site-nav.module.css';

interface SiteNavProps {
  /** Called when a link is followed, so an overlay menu can close itself. */
  onLinkClick?: () => void;
}

/** The menu's links, from the page list, plus the design site. */
export function SiteNav({ onLinkClick }: SiteNavProps) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} className={styles.link} onClick={onLinkClick} viewTransition>
              {page.label}
            </NavLink>
          </li>
        ))}
        <li className={styles.external}>
          <a href={site.designSiteUrl} className={styles.link}>
            {site.designSiteLabel}
            <span className="visually-hidden"> (external site)</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              width="12"
              height="12"
              className={styles.icon}
            >
              <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="1.75" />
            </svg>
          </a>
        </li>
      </ul>
    </nav>
  );
}
