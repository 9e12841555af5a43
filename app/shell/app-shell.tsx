import { Outlet, matchPath, useLocation } from 'react-router';
import { inLanguage } from '../lib/content-in.ts';
import { builtAvailability } from '../lib/availability.ts';
import { homeOf, languages, pageOf, useLanguage } from '../lib/languages.ts';
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
// Each language's home page carries the studio and its owner, and its services
// page the offers; the other pages name the studio and its owner by their @id,
// and every page has the bytes of its first round trip to spare
// (docs/decisions/008-the-first-screen-fits-tcps-first-window.md).
const withData = languages.flatMap((language) => [
  homeOf(language),
  ...[pageOf(language, 'services')?.path ?? []].flat(),
]);
/** By the page's path, in the prerender; the app keeps what the page has. */
const structuredData: ReadonlyMap<string, string> = import.meta.env.SSR
  ? new Map(
      (
        await Promise.all(
          languages.map(async (language) => {
            const servicesPage = pageOf(language, 'services')?.path;
            const [resume, services] = await Promise.all([
              inLanguage('resume', language),
              servicesPage && inLanguage('services', language),
            ]);
            const home = [
              homeOf(language),
              jsonLd(studioStructuredData({ language, resume })),
            ] as const;
            if (!servicesPage || !services) return [home] as const;
            const offers = offersStructuredData(builtAvailability(language.site) ?? null, {
              language,
              services,
            });
            return [home, [servicesPage, jsonLd(offers)]] as const;
          }),
        )
      ).flat(),
    )
  : new Map();

/** Layout route around every page: skip link, toolbar, menu, content, footer. */
export default function AppShell() {
  useFocusOnNavigation(MAIN_ID);
  const { site } = useLanguage();
  const { pathname } = useLocation();
  // The page's own, where it has some (a case study's and a post's are in their pages).
  const path = withData.find((page) => matchPath(page, pathname));
  return (
    <div className={styles.shell}>
      <div className={styles.toolbar}>
        {/* First to take the keyboard, and shown under the toolbar, however tall the toolbar. */}
        <a href={`#${MAIN_ID}`} className={styles.skipLink}>
          {site.words.skipLink}
        </a>
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
      {path !== undefined && (
        <script
          type="application/ld+json"
          suppressHydrationWarning
          // Data, not code: JSON-LD is never executed, so the CSP does not hash it.
          dangerouslySetInnerHTML={{ __html: structuredData.get(path) ?? '' }}
        />
      )}
    </div>
  );
}
