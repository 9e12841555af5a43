import { expect, test } from 'vitest';
import { translations } from '../content/languages.ts';
import { pages } from '../content/pages.ts';
import { site } from '../content/site.ts';
import type { PageEntry } from '../content/pages.ts';
import {
  alternatesOf,
  caseStudyPathIn,
  homeOf,
  languageOf,
  languages,
  listedPath,
  nameOf,
} from './languages.ts';
import { postPagesOf } from './site-pages.ts';

// A language's pages as it serves them: its writing page only while it has a post.
const served = (entries: readonly PageEntry[], language: (typeof languages)[number]) =>
  entries.filter((page) => page.module !== 'writing' || postPagesOf(language).length > 0);

test('the first language is site.ts’s, at its pages’ own addresses; each translation under its folder, its words over site.ts’s', () => {
  expect(languages.map(({ tag, prefix }) => ({ tag, prefix }))).toEqual([
    { tag: site.language, prefix: '' },
    ...translations.map(({ folder, site: words }) => ({
      tag: words.language,
      prefix: `/${folder}`,
    })),
  ]);
  expect(languages[0]!.pages).toEqual(served(pages, languages[0]!));
  for (const [index, translation] of translations.entries()) {
    const language = languages[index + 1]!;
    expect(language.pages).toEqual(served(translation.pages, language));
    expect(language.notFoundPage).toEqual(translation.notFoundPage);
    // Its words, and the first language's settings where it has none of its own.
    expect(language.site).toEqual({ ...site, ...translation.site });
    expect(language.site.phone).toBe(site.phone);
  }
});

test('a path belongs to the language it is under, and any other to the first', () => {
  for (const language of languages) {
    for (const page of language.pages) expect(languageOf(page.path)).toBe(language);
    if (language.prefix !== '') {
      expect(languageOf(language.prefix)).toBe(language);
      expect(languageOf(`${language.prefix}/no-such-page`)).toBe(language);
      // A path that only starts with the same letters is not under it.
      expect(languageOf(`${language.prefix}x/home`)).toBe(languages[0]);
    }
  }
  expect(languageOf('/no-such-page')).toBe(languages[0]);
});

test('each language’s home page is its page made by the home module', () => {
  for (const language of languages)
    expect(homeOf(language)).toBe(
      language.pages.find((page) => page.module === 'home')?.path ?? `${language.prefix}/home`,
    );
  const without = { ...languages[0]!, prefix: '/xx' as const, pages: [] };
  expect(homeOf(without)).toBe('/xx/home');
});

test('a page’s alternates are the same page in every language, or that language’s home page', () => {
  for (const language of languages)
    for (const page of language.pages)
      expect(alternatesOf(page.path)).toEqual(
        languages.map((other) => {
          const same = other.pages.find(({ module }) => module === page.module);
          return same
            ? { tag: other.tag, path: same.path }
            : { tag: other.tag, path: homeOf(other), nearest: true };
        }),
      );
  expect(alternatesOf('/no-such-page')).toEqual(
    languages.map((other) => ({ tag: other.tag, path: homeOf(other), nearest: true })),
  );
});

test('a case study is under its language’s portfolio page', () => {
  for (const language of languages) {
    const portfolio = language.pages.find((page) => page.module === 'portfolio');
    expect(caseStudyPathIn(language, 'harbor')).toBe(
      `${portfolio?.path ?? `${language.prefix}/portfolio`}/harbor`,
    );
  }
});

test('a listed path has no slash after it, but the root', () => {
  expect(listedPath('/about/')).toBe('/about');
  expect(listedPath('/es/sobre-mi/')).toBe('/es/sobre-mi');
  expect(listedPath('/about')).toBe('/about');
  expect(listedPath('/')).toBe('/');
});

test('a language is named in itself, with a capital where its script has one', () => {
  expect(nameOf('es')).toBe('Español');
  expect(nameOf('en')).toBe('English');
  expect(nameOf('fr')).toBe('Français');
  expect(nameOf('he')).toBe('עברית');
});
