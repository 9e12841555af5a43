import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { languages, pageOf } from './lib/languages.ts';
import { caseStudyPagesOf, menuPagesOf, postPagesOf } from './lib/site-pages.ts';

/** A route's id: its module's, as React Router names it; in a translation, under its folder. */
const idOf = (folder: string, module: string) => ({
  id: folder === '' ? `routes/${module}` : `${folder}/routes/${module}`,
});

export default [
  // The empty path: the server answers it with a 301; this page covers hosts that don't.
  route('/', 'routes/root-redirect.tsx'),
  layout(
    'shell/app-shell.tsx',
    languages.flatMap((language) => {
      const { folder, prefix } = language;
      const portfolio = pageOf(language, 'portfolio')?.path;
      const writing = pageOf(language, 'writing')?.path;
      return [
        ...menuPagesOf(language).map((page) =>
          route(page.path, `routes/${page.module}.tsx`, idOf(folder, page.module)),
        ),
        // Every project's case study and every post: prerendered at each slug (react-router.config.ts).
        ...(portfolio && caseStudyPagesOf(language).length > 0
          ? [route(`${portfolio}/:slug`, 'routes/case-study.tsx', idOf(folder, 'case-study'))]
          : []),
        ...(writing && postPagesOf(language).length > 0
          ? [route(`${writing}/:slug`, 'routes/post.tsx', idOf(folder, 'post'))]
          : []),
        route(
          prefix === '' ? '*' : `${prefix}/*`,
          'routes/not-found.tsx',
          idOf(folder, 'not-found'),
        ),
      ];
    }),
  ),
] satisfies RouteConfig;
