import { Outlet, matchPath, useLocation } from 'react-router';
import { homePath, isListed } from '../content/pages.ts';
import { site } from '../content/site.ts';
import { jsonLd, offersStructuredData, studioStructuredData } from '../lib/structured-data.ts';
import { SideMenu } from './side-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { Toolbar } from './toolbar.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import styles from './app-shell.module.css';

const MAIN_ID = 'main';
// JSON-LD is static: it is written into the prerendered HTML, and hydration
// leaves an element's inner HTML as it found it. So only the build computes
// it, and the data behind it (resume, prices) stays out of the browser bundle.
// The home page carries the studio and its owner, and the services page the
// offers: the other pages name them by their @id, and every page has the bytes
// of its first round trip to spare (docs/decisions/008-the-first-screen-fits-tcps-first-window.md).
const withData = [homePath, ...(isListed('/services') ? ['/services'] : [])];
/** What each of those pages carries, by its path: in the prerender; the app keeps what the page has. */
const structuredData = import.meta.env.SSR
  ? new Map([
      [homePath, jsonLd(studioStructuredData())],
      ['/services', jsonLd(offersStructuredData())],
    ])
  : undefined;

/** Layout route around every page: skip link, toolbar, menu, content, footer. */
export default function AppShell() {
  useFocusOnNavigation(MAIN_ID);
  const { pathname } = useLocation();
  const dataOf = withData.find((path) => matchPath(path, pathname) !== null);
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {site.words.skipLink}
      </a>
      <div className={styles.toolbar}>
        <Toolbar />
      </div>
      <div className={styles.menu}>
        <SideMenu />
      </div>
      <div className={styles.content}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      {dataOf !== undefined && (
        <script
          type="application/ld+json"
          suppressHydrationWarning
          // Data, not code: JSON-LD is never executed, so the CSP does not hash it.
          dangerouslySetInnerHTML={{ __html: structuredData?.get(dataOf) ?? '' }}
        />
      )}
    </div>
  );
}
