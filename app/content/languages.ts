/**
 * The languages the site is written in besides site.ts's own: each one's folder of app/content/,
 * named by its language tag, holding the same modules as app/content/ in that language's words
 * (README, "A second language"), and its site words and pages, which every page's frame shows.
 * `npm run check-content` and the build hold each one to the first language's: every field,
 * entry and figure.
 */
import type { PageEntry } from './pages.ts';
import type { SiteWords } from './schema.ts';
import { notFoundPage as esNotFoundPage, pages as esPages } from './es/pages.ts';
import { site as esSite } from './es/site.ts';

export interface Translation {
  /** Its folder of app/content/, named by its language tag; its pages are under `/<folder>`. */
  readonly folder: string;
  readonly site: SiteWords;
  readonly pages: readonly PageEntry[];
  readonly notFoundPage: { readonly title: string; readonly description: string };
}

/** Each translation: its folder, and its site.ts's and pages.ts's exports, which every page's frame shows. */
export const translations: readonly Translation[] = [
  { folder: 'es', site: esSite, pages: esPages, notFoundPage: esNotFoundPage },
];
