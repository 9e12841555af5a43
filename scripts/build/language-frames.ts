/**
 * Each translation's frame (its site words and its pages) comes with its own pages alone: in the
 * browser's bundle, app/content/languages.ts names each translation by its folder, its language
 * and its pages' paths, which the switch and `hreflang` need on every page, and loads the rest,
 * one chunk (vite.config.ts), when a page of that language starts or the switch leads to one
 * (app/lib/languages.ts, `loadLanguage`). The prerender, the tests and the scripts read the
 * module as it is written.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { translations } from '../../app/content/languages.ts';

const FRAME = 'virtual:language-frame/';
const content = path.join(import.meta.dirname, '..', '..', 'app', 'content');

export function languageFramesPlugin(): Plugin {
  return {
    name: 'studio:language-frames',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(FRAME) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${FRAME}`)) return undefined;
      const folder = path.join(content, id.slice(FRAME.length + 1));
      return [
        `export { site } from ${JSON.stringify(path.join(folder, 'site.ts'))};`,
        `export { notFoundPage, pages } from ${JSON.stringify(path.join(folder, 'pages.ts'))};`,
      ].join('\n');
    },
    transform(_code, id) {
      if (this.environment.name !== 'client' || !/app[\\/]content[\\/]languages\.ts$/.test(id))
        return undefined;
      const named = translations.map(
        ({ folder, site, pages }) =>
          `{ folder: ${JSON.stringify(folder)}, site: { language: ${JSON.stringify(site.language)} }, pages: ${JSON.stringify(pages.map(({ path: at, module }) => ({ path: at, module })))}, load: () => import(${JSON.stringify(`${FRAME}${folder}`)}) }`,
      );
      return `export const translations = [${named.map((entry) => `\n  ${entry},`).join('')}\n];\n`;
    },
  };
}
