import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { pages } from './content/pages.ts';

export default [
  // The empty path: the server answers it with a 301; this page covers hosts that don't.
  route('/', 'routes/root-redirect.tsx'),
  layout('shell/app-shell.tsx', [
    ...pages.map((page) => route(page.path, `routes/${page.module}.tsx`)),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
