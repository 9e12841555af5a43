import { type ReactNode, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { isRightToLeft } from './lib/direction.ts';
import { homeOf, useLanguage } from './lib/languages.ts';
import { sitePath } from './lib/meta.ts';
import { palette } from './styles/palette.server.ts';
import displayFontUrl from '@site-font/display.woff2?url';
import fontUrl from '@site-font/figtree.woff2?url';
import { moreFonts } from 'virtual:more-fonts';
import 'virtual:font-fallback.css';
import './styles/fonts.css';
import 'virtual:more-fonts.css';
import './styles/tokens.css';
import './styles/global.css';

// Icons and the manifest are made at build time by scripts/build/site-files.ts.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: sitePath('/favicon.svg'), type: 'image/svg+xml' },
  { rel: 'icon', href: sitePath('/favicon-32.png'), type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: sitePath('/apple-touch-icon.png') },
  { rel: 'manifest', href: sitePath('/site.webmanifest') },
  // Every page sets text in Figtree above the fold (app/styles/fonts.css), and
  // the font is the first request after the page: nothing above asks for a
  // file while the page loads. React would put a preload of its own for an
  // above-the-fold <img> ahead of this one (home.tsx keeps its logo out of it).
  // The display face too: the studio's name in the toolbar, above the fold on every page, is set in it.
  ...[fontUrl, displayFontUrl].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
];

/**
 * The browser's own bar takes the toolbar's colour in each theme, as
 * tokens.css sets it: read when the pages are prerendered, and carried in
 * them.
 */
export function loader() {
  return { light: palette('color-brand'), dark: palette('color-brand', 'dark') };
}

// The colours never change once the site is built: no navigation asks for them again.
export const shouldRevalidate = () => false;

/**
 * "rtl" for a language written right to left, from Intl's data, which not every browser has:
 * the app keeps what the prerendered page says for its own language. Left to right is the
 * browser's default, and goes unsaid.
 */
const first = import.meta.env.SSR
  ? undefined
  : { lang: document.documentElement.lang, dir: document.documentElement.dir || undefined };
const direction = (tag: string) =>
  first?.lang === tag ? first.dir : isRightToLeft(tag) ? 'rtl' : undefined;

export function Layout({ children }: { children: ReactNode }) {
  const themeColors = useRouteLoaderData<typeof loader>('root');
  const { tag } = useLanguage();
  return (
    <html lang={tag} dir={direction(tag)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {themeColors && (
          <>
            <meta
              name="theme-color"
              content={themeColors.light}
              media="(prefers-color-scheme: light)"
            />
            <meta
              name="theme-color"
              content={themeColors.dark}
              media="(prefers-color-scheme: dark)"
            />
          </>
        )}
        <Meta />
        <Links />
        {/* Then the faces for letters Figtree lacks that this language's words use
            (scripts/build/font-subset.ts): another language's name in the switch loads its own
            face only as it shows. */}
        {moreFonts
          .filter(({ languages }) => languages.includes(tag))
          .map(({ href }) => (
            <link
              key={href}
              rel="preload"
              href={href}
              as="font"
              type="font/woff2"
              crossOrigin="anonymous"
            />
          ))}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment the app has taken over from the static page. Styles and
  // tests can tell a hydrated page from one still (or only) running as HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  // A navigation that lands while a route's cross-fade runs (Back to a page
  // whose clientLoader is still loading, say) makes React Router skip the
  // running view transition, and it leaves that transition's rejected
  // `ready` promise unhandled: the visitor saw nothing go wrong.
  useEffect(() => {
    const ignoreSkippedTransition = (event: PromiseRejectionEvent) => {
      const { reason } = event;
      if (reason instanceof DOMException && reason.name === 'AbortError')
        if (reason.message.startsWith('Transition was skipped')) event.preventDefault();
    };
    addEventListener('unhandledrejection', ignoreSkippedTransition);
    return () => removeEventListener('unhandledrejection', ignoreSkippedTransition);
  }, []);
  // Read-only tools for AI agents (WebMCP, a draft): fetched only in browsers
  // that offer the API, so no one else pays a byte. See app/agents/webmcp.ts.
  // They answer in the page's language, and again in another's after a switch.
  const language = useLanguage();
  useEffect(() => {
    const { modelContext } = document;
    if (!modelContext) return;
    const registration = new AbortController();
    import('./agents/webmcp.ts')
      .then((tools) => tools.registerSiteTools(modelContext, registration.signal, language))
      .catch(() => {}); // Agents miss the tools; the page is unaffected.
    return () => registration.abort();
  }, [language]);
  return <Outlet />;
}

/** Last-resort error page; page-level problems are handled inside the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const { site } = language;
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : site.words.error.heading;
  return (
    <main id="main" className="error-page">
      <h1>{heading}</h1>
      <p>
        {site.words.error.text} <a href={sitePath(homeOf(language))}>{site.words.homeLink}</a>
      </p>
      {import.meta.env.DEV && error instanceof Error ? <pre>{error.stack}</pre> : null}
    </main>
  );
}
