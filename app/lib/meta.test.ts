import { expect, test } from 'vitest';
import { notFoundPage } from '../content/pages.ts';
import { site } from '../content/site.ts';
import { firstLanguage, languages } from './languages.ts';
import {
  absoluteUrl,
  documentMeta,
  documentTitle,
  languageOfUrl,
  notFoundMeta,
  pageMeta,
} from './meta.ts';

type Tag = Record<string, string>;
const find = (tags: Tag[], key: string, value: string) => tags.filter((tag) => tag[key] === value);
const content = (tags: Tag[], key: string, value: string) => {
  const found = find(tags, key, value);
  expect(found, `${key}=${value}`).toHaveLength(1);
  return found[0]!.content ?? found[0]!.href;
};

test('titles end with the studio name; addresses are absolute', () => {
  expect(documentTitle('About')).toBe(`About | ${site.studioName}`);
  expect(absoluteUrl('/about')).toBe(`${site.siteUrl}/about`);
});

test('each page has its title, description, canonical URL and a large share card', () => {
  // The pages the site serves: Writing only while a post is published.
  for (const page of firstLanguage.pages) {
    const tags = pageMeta(page.path) as Tag[];
    const title = documentTitle(page.title);
    const url = `${site.siteUrl}${page.path}`;
    // Its own card, which says what the page is.
    const image = `${site.siteUrl}/cards${page.path}.png`;
    const imageAlt = `${site.studioName}: ${page.title}. ${page.description}`;
    // The document's title: a link's title (the feed's) is another thing.
    expect(
      find(
        tags.filter((tag) => !tag.tagName),
        'title',
        title,
      ),
    ).toHaveLength(1);
    expect(content(tags, 'name', 'description')).toBe(page.description);
    expect(content(tags, 'rel', 'canonical')).toBe(url);
    expect(find(tags, 'rel', 'canonical')[0]!.tagName).toBe('link');
    expect(find(tags, 'name', 'robots')).toEqual([]);
    // Every entry a tag React Router can write: a title, a meta or a link element.
    for (const tag of tags)
      expect(tag).toSatisfy((entry) => entry !== null && typeof entry === 'object');
    // Open Graph, read by most sites a link is shared on.
    expect(content(tags, 'property', 'og:url')).toBe(url);
    expect(content(tags, 'property', 'og:type')).toBe('website');
    expect(content(tags, 'property', 'og:site_name')).toBe(site.studioName);
    expect(content(tags, 'property', 'og:title')).toBe(title);
    expect(content(tags, 'property', 'og:description')).toBe(page.description);
    expect(content(tags, 'property', 'og:image')).toBe(image);
    expect(content(tags, 'property', 'og:image:width')).toBe('1200');
    expect(content(tags, 'property', 'og:image:height')).toBe('630');
    expect(content(tags, 'property', 'og:image:alt')).toBe(imageAlt);
    // X (Twitter) wants its own card type for the large picture; the rest it reads from Open Graph.
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'name', 'twitter:image:alt')).toBe(imageAlt);
  }
});

test('the not-found page is described but kept out of search results, with no canonical URL', () => {
  const tags = notFoundMeta('/no-such-page') as Tag[];
  expect(tags.every((tag) => tag !== null && typeof tag === 'object')).toBe(true);
  expect(find(tags, 'title', documentTitle(notFoundPage.title))).toHaveLength(1);
  expect(content(tags, 'name', 'robots')).toBe('noindex');
  expect(find(tags, 'rel', 'canonical')).toEqual([]);
  expect(find(tags, 'property', 'og:url')).toEqual([]);
  expect(content(tags, 'name', 'description')).toBe(notFoundPage.description);
  // It has no card of its own: a link to it previews as the home page's.
  expect(content(tags, 'property', 'og:image')).toBe(`${site.siteUrl}/cards/home.png`);
});

// The site's own path before a page's ("/studio-site" for a project site), as links in the page write it.
const base = new URL(site.siteUrl).pathname.replace(/\/$/, '');

test('each page names its Markdown twin, its language’s feed, and the same page in every language that has it', () => {
  for (const language of languages)
    for (const page of language.pages) {
      const tags = pageMeta(page.path) as Tag[];
      expect(tags.every((tag) => tag !== null && typeof tag === 'object')).toBe(true);
      expect(find(tags, 'type', 'text/markdown').map((tag) => tag.href)).toEqual([
        `${base}${page.path}.md`,
      ]);
      const writing = language.pages.find((entry) => entry.module === 'writing');
      expect(find(tags, 'type', 'application/atom+xml')).toEqual(
        writing
          ? [
              {
                tagName: 'link',
                rel: 'alternate',
                type: 'application/atom+xml',
                title: documentTitle(writing.label),
                href: `${base}${language.prefix}/feed.xml`,
              },
            ]
          : [],
      );
      // hreflang: each language's version of the page, and the first of them by default.
      const versions = languages.flatMap((other) =>
        other.pages
          .filter((entry) => entry.module === page.module)
          .map((entry) => ({ hrefLang: other.tag, href: `${site.siteUrl}${entry.path}` })),
      );
      const hreflang = tags
        .filter((tag) => tag.hrefLang)
        .map(({ hrefLang, href }) => ({ hrefLang, href }));
      expect(hreflang).toEqual(
        versions.length > 1
          ? [...versions, { hrefLang: 'x-default', href: versions[0]!.href }]
          : [],
      );
      // Open Graph's locale: the language, with a region; every other language's as alternates.
      const [tagLanguage] = language.tag.split('-');
      expect(content(tags, 'property', 'og:locale')).toMatch(
        new RegExp(`^${tagLanguage}(_[A-Z]{2})?$`),
      );
      expect(find(tags, 'property', 'og:locale:alternate')).toHaveLength(languages.length - 1);
    }
});

test('a page in one language names no other version of itself; a path no page has is refused', () => {
  const [page] = firstLanguage.pages;
  const tags = documentMeta({
    ...page!,
    // Another language has no such page: the switch leads to its nearest, which hreflang leaves out.
    alternates: [
      { tag: firstLanguage.tag, path: page!.path },
      { tag: 'xx', path: '/xx/home', nearest: true },
    ],
  }) as Tag[];
  expect(tags.filter((tag) => tag.hrefLang)).toEqual([]);
  expect(() => pageMeta('/no-such-page')).toThrow(
    'no page of the site has the path "/no-such-page"',
  );
});

test('the address the router gives a loader says the language of its page', () => {
  for (const language of languages)
    for (const page of language.pages)
      expect(languageOfUrl(`${site.siteUrl}${page.path}?from=feed`)).toBe(language);
});
