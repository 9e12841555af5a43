import type { MouseEvent } from 'react';
import { NavLink, matchPath, useLocation, useNavigate } from 'react-router';
import { isPlainClick, viewTransition } from '../components/site-link.tsx';
import { useLanguage } from '../lib/languages.ts';
import styles from './site-nav.module.css';

interface SiteNavProps {
  /** Called when a link is followed, so an overlay menu can close itself. */
  onLinkClick?: () => void;
}

/** Runs `work` once the browser has painted the current frame. */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * The menu's links, from the page list, plus the design site if site.ts has one.
 *
 * With `onLinkClick` (the overlay menu), a followed link closes the menu at
 * once and starts the navigation only after that frame is painted, so the
 * tap's visible answer never waits for the new page's work.
 */
export function SiteNav({ onLinkClick }: SiteNavProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = useLanguage();
  const { site } = language;
  const follow = (event: MouseEvent, to: string) => {
    if (!onLinkClick || !isPlainClick(event)) return;
    event.preventDefault();
    onLinkClick();
    afterNextPaint(() => {
      void navigate(to, { viewTransition, replace: to === pathname });
    });
  };
  return (
    <nav aria-label={site.words.navigation} className={styles.nav}>
      <ul className={styles.list}>
        {language.pages.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.path}
              discover="none" // as SiteLink's
              className={styles.link}
              onClick={(event) => follow(event, page.path)}
              // On a page under this one (a case study under /portfolio), the link is marked
              // as leading to where the visitor is, not as the page itself.
              aria-current={matchPath(page.path, pathname) ? 'page' : 'true'}
              viewTransition={viewTransition}
            >
              {page.label}
            </NavLink>
          </li>
        ))}
        {site.designSiteUrl && (
          <li className={styles.external}>
            <a href={site.designSiteUrl} className={styles.link}>
              {site.designSiteLabel}
              <span className="visually-hidden">{` ${site.words.externalSite}`}</span>
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
        )}
      </ul>
    </nav>
  );
}
