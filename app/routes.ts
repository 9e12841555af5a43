import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { caseStudyPages } from './lib/site-pages.ts';
import { pages } from './content/pages.ts';

export default [
  // The empty path: the server answers it with a 301; this page covers hosts that don't.
  route('/', 'routes/root-redirect.tsx'),
  layout('shell/app-shell.tsx', [
    ...pages.map((page) => route(page.path, `routes/${page.module}.tsx`)),
    // One route per project: a slug projects.ts lacks is the not-found page's, as any unknown path.
    ...caseStudyPages.map(({ path }) => route(path, 'routes/case-study.tsx', { id: path })),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
