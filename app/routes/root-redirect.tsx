import { redirect } from 'react-router';
import { homePath } from '../content/pages.ts';
import { site } from '../content/site.ts';
import { absoluteUrl, documentTitle, sitePath } from '../lib/meta.ts';

// The server answers "/" with a 301 (see scripts/build/http-rules.ts). This page is
// for hosts that ignore that configuration: a meta refresh before any script,
// and a client loader that redirects once the app is running.
export function meta() {
  return [
    { title: documentTitle(site.words.redirecting) },
    { name: 'description', content: site.description },
    { httpEquiv: 'refresh', content: `0; url=${sitePath(homePath)}` },
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(homePath) },
  ];
}

export function clientLoader() {
  return redirect(homePath);
}

export function HydrateFallback() {
  return (
    <main id="main" className="error-page">
      <h1>{site.words.redirecting}</h1>
      <p>
        <a href={sitePath(homePath)}>{site.words.homeLink}</a>
      </p>
    </main>
  );
}

export default function RootRedirect() {
  return null;
}
