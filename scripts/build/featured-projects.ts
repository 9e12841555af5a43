/**
 * `virtual:featured-projects`: the projects marked `featured` in
 * app/content/projects.ts, as the home page's "Selected work" strip needs
 * them (slug, title, one-line result, first screenshot, imported through the
 * image pipeline). `virtual:portfolio-facts`: `projectCount`, for copy that
 * counts the projects, and `clients`, the organisations they name. Derived at
 * build time so that a page ships a few short entries instead of the whole
 * portfolio; the content itself lives only in projects.ts.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { type PortfolioContent, type Project, portfolio } from '../../app/content/projects.ts';
import { PICTURE_QUERY } from '../../app/lib/picture-query.ts';
import { virtualModule } from './virtual-module.ts';

const projectsFile = path.join(import.meta.dirname, '..', '..', 'app', 'content', 'projects.ts');

function featuredProjectsModule(projects: readonly Project[] = portfolio.projects): string {
  const featured = projects.filter((project) => project.featured);
  const imports = featured.map((project, index) => {
    const file = project.sites[0]?.screenshot.file;
    return `import picture${index} from '/app/content/images/screenshots/${file}?${PICTURE_QUERY}';`;
  });
  const entries = featured.map((project, index) => {
    const entry = {
      slug: project.slug,
      title: project.title,
      result: project.featured?.result,
      alt: project.sites[0]?.screenshot.alt,
    };
    const fields = Object.entries(entry).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    return `  { ${fields.join(', ')}, picture: picture${index} },`;
  });
  return [...imports, 'export default [', ...entries, '];', ''].join('\n');
}

function portfolioFactsModule(projects: readonly Project[] = portfolio.projects): string {
  const clients = projects
    .filter((project) => project.namedClient)
    .map((project) => project.client);
  return `export const projectCount = ${projects.length};\nexport const clients = ${JSON.stringify(clients)};\n`;
}

/**
 * `virtual:portfolio-page`: the portfolio page's own text (heading, intro,
 * closing call to action) without the projects, whose cards the page
 * hydrates from its prerendered HTML (app/routes/portfolio.tsx).
 */
function portfolioPageModule(content: PortfolioContent = portfolio): string {
  const { heading, headline, intro, callToAction } = content;
  return `export default ${JSON.stringify({ heading, headline, intro, callToAction })};\n`;
}

/**
 * The three modules, made from projects.ts as the config loaded it: a change
 * there restarts the dev server, which reads it afresh.
 */
export function portfolioModulesPlugin(): Plugin {
  return {
    ...virtualModule('studio:portfolio-modules', {
      'virtual:featured-projects': () => featuredProjectsModule(),
      'virtual:portfolio-facts': () => portfolioFactsModule(),
      'virtual:portfolio-page': () => portfolioPageModule(),
    }),
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file === projectsFile) void server.restart();
      });
    },
  };
}
