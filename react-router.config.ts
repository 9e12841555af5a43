import type { Config } from '@react-router/dev/config';
import { notFoundPath } from './app/content/pages.ts';
import { sitePages } from './app/lib/site-pages.ts';
import { basePath } from './app/lib/meta.ts';
import { languages } from './app/lib/languages.ts';
import { finalizeBuild } from './scripts/build/finalize-build.ts';

export default {
  ssr: false,
  // A GitHub Pages project site is served under a path of siteUrl's (app/lib/meta.ts).
  basename: basePath,
  // A route's client loader in a chunk of its own, so a page can load it without the component.
  splitRouteModules: true,
  // Every page (case studies included), the redirecting empty path and each language's not-found
  // page become static HTML.
  prerender: [
    '/',
    ...sitePages.map((page) => page.path),
    ...languages.map(({ prefix }) => `${prefix}${notFoundPath}`),
  ],
  async buildEnd({ reactRouterConfig }) {
    await finalizeBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
