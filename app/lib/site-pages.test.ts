import { expect, test } from 'vitest';
import { type PageEntry, SEARCH_LIMITS, isListed, pages, writingPath } from '../content/pages.ts';
import { type Project, portfolio } from '../content/projects.ts';
import { site } from '../content/site.ts';
import { documentTitle } from './meta.ts';
import { caseStudyPage } from './case-study-page.ts';
import { inLanguage } from './content-in.ts';
import { firstLanguage, languages, pageOf } from './languages.ts';
import { postsOf } from './posts.server.ts';
import { caseStudyPages, caseStudyPagesOf, postPagesOf, sitePages } from './site-pages.ts';

const projects: readonly Project[] = portfolio.projects;

test('the site serves the menu’s pages (Writing while a post is published), then a case study per project while /portfolio is listed', () => {
  const menu = pages.filter(
    (page: PageEntry) => page.path !== writingPath || postsOf(firstLanguage).length > 0,
  );
  expect(sitePages.slice(0, menu.length)).toEqual(menu);
  expect(caseStudyPages.map((page) => page.path)).toEqual(
    isListed('/portfolio') ? projects.map((project) => `/portfolio/${project.slug}`) : [],
  );
});

// An owner's project with a long title and story, in a script without spaces between words too.
const long: Project = {
  ...projects[0]!,
  title: 'A very long project title that goes on well past what any search result will show',
  challenge: `${'Записи были разбросаны по десяткам таблиц и папок. '.repeat(4)}`,
  results:
    '検索できるひとつのアーカイブになり、職員は記録をすぐに見つけられるようになった。'.repeat(3),
  description: undefined,
};

test('a case study’s title and description stay within what search results show', () => {
  for (const project of [...projects, long]) {
    const page = caseStudyPage(project);
    expect(page.label).toBe(project.title);
    const { min, max } = SEARCH_LIMITS.description;
    expect(page.description.length, project.slug).toBeGreaterThanOrEqual(min);
    expect(page.description.length, project.slug).toBeLessThanOrEqual(max);
    // Room is kept for the studio's name after the title, unless that name alone fills it.
    if (site.studioName.length < SEARCH_LIMITS.title - 33)
      expect(documentTitle(page.title).length).toBeLessThanOrEqual(SEARCH_LIMITS.title);
  }
  const page = caseStudyPage(long);
  // Cut where a word ends, and marked as cut.
  expect(page.title).toMatch(/^A very long\b.*\p{L}…$/u);
  expect(long.title.startsWith(page.title.slice(0, -1))).toBe(true);
  expect(page.description).toMatch(/^Записи были разбросаны.*…$/u);
});

test('an owner’s own description is used as written', () => {
  const description = 'x'.repeat(SEARCH_LIMITS.description.max);
  expect(caseStudyPage({ ...long, description }).description).toBe(description);
});

test('each language has a case study per project of its own under its portfolio page, and its posts, while its menu lists those pages', async () => {
  for (const language of languages) {
    const at = pageOf(language, 'portfolio')?.path;
    const own = (await inLanguage('portfolio', language)).projects;
    expect(caseStudyPagesOf(language).map((page) => page.path)).toEqual(
      at ? own.map((project) => `${at}/${project.slug}`) : [],
    );
    expect(postPagesOf(language)).toEqual(pageOf(language, 'writing') ? postsOf(language) : []);
    const without = {
      ...language,
      pages: language.pages.filter((page) => !['portfolio', 'writing'].includes(page.module)),
    };
    expect(caseStudyPagesOf(without)).toEqual([]);
    expect(postPagesOf(without)).toEqual([]);
  }
});
