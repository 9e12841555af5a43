import { Outlet } from 'react-router';
import { jsonLd, studioStructuredData } from '../lib/structured-data';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { Toolbar } from './toolbar';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import styles from './app-shell.module.css';

const MAIN_ID = 'main';
const structuredData = jsonLd(studioStructuredData());

/** Layout route around every page: skip link, toolbar, menu, content, footer. */
export default function AppShell() {
  useFocusOnNavigation(MAIN_ID);
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to main content
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
      <script
        type="application/ld+json"
        // Data, not code: JSON-LD is never executed, so the CSP does not hash it.
        dangerouslySetInnerHTML={{ __html: structuredData }}
      />
    </div>
  );
}
