import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { caseStudyPages, menuPages, postPages } from './lib/site-pages.ts';

export default [
  // The empty path: the server answers it with a 301; this page covers hosts that don't.
  route('/', 'routes/root-redirect.tsx'),
  layout('shell/app-shell.tsx', [
    ...menuPages.map((page) => route(page.path, `routes/${page.module}.tsx`)),
    // Every project's case study and every post: prerendered at each slug (react-router.config.ts).
    ...(caseStudyPages.length > 0 ? [route('/portfolio/:slug', 'routes/case-study.tsx')] : []),
    ...(postPages.length > 0 ? [route('/writing/:slug', 'routes/post.tsx')] : []),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
