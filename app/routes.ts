import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { caseStudyPages } from './lib/site-pages.ts';
import { pages } from './content/pages.ts';

export default [
  // The empty path: the server answers it with a 301; this page covers hosts that don't.
  route('/', 'routes/root-redirect.tsx'),
  layout('shell/app-shell.tsx', [
    ...pages.map((page) => route(page.path, `routes/${page.module}.tsx`)),
    // Every project's case study: prerendered at each slug in projects.ts (react-router.config.ts).
    ...(caseStudyPages.length > 0 ? [route('/portfolio/:slug', 'routes/case-study.tsx')] : []),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
