import { site } from '../../../app/content/site.ts';
import { languageOf, languages } from '../../../app/lib/languages.ts';
import { postPages as posts, postPagesOf } from '../../../app/lib/site-pages.ts';
import { parseHtml } from '../../support/site-checks.ts';
import { expect, inSite, pages, test } from '../fixtures.ts';

/* What the posts give search engines and feed readers, as each language's writing folder has them. */

test('a post carries itself as a BlogPosting by the owner, and is in the sitemap with its last change', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const post of posts) {
    const url = `${site.siteUrl}${post.path}`;
    expect(sitemap).toContain(`<loc>${url}</loc><lastmod>${post.updated ?? post.date}</lastmod>`);
    const blocks = parseHtml(await (await request.get(post.path)).text()).querySelectorAll(
      'script[type="application/ld+json"]',
    );
    const graphs = blocks.map((block) => JSON.parse(block.text)['@graph']);
    expect(
      graphs.flat().find((node) => node['@type'] === 'BlogPosting'),
      post.path,
    ).toMatchObject({
      headline: post.label,
      inLanguage: languageOf(post.path).tag,
      url,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      author: { '@id': `${site.siteUrl}/#owner` },
    });
  }
});

test('every page names its language’s feed in its head, and each feed carries its language’s every post whole, with absolute links', async ({
  page,
  request,
}) => {
  test.skip(posts.length === 0, 'no post is published');
  const feedOf = ({ prefix }: { prefix: string }) => `${prefix}/feed.xml`;
  for (const entry of pages) {
    const language = languageOf(entry.path);
    const head = parseHtml(await (await request.get(entry.path)).text()).querySelector('head');
    expect(
      head
        ?.querySelector('link[rel="alternate"][type="application/atom+xml"]')
        ?.getAttribute('href'),
      entry.path,
    ).toBe(postPagesOf(language).length > 0 ? inSite(feedOf(language)) : undefined);
  }
  for (const language of languages.filter((each) => postPagesOf(each).length > 0)) {
    const response = await request.get(feedOf(language));
    expect(response.status()).toBe(200);
    await page.setContent('');
    const feed = await page.evaluate(
      (xml) => {
        const document = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: document.querySelector('parsererror')?.textContent ?? null,
          namespace: document.documentElement.namespaceURI,
          language: document.documentElement.getAttribute('xml:lang'),
          entries: [...document.querySelectorAll('entry')].map((entry) => ({
            link: entry.querySelector('link')?.getAttribute('href'),
            published: entry.querySelector('published')?.textContent,
            content: entry.querySelector('content')?.textContent ?? '',
          })),
        };
      },
      await response.text(),
    );
    expect(feed.error).toBeNull();
    expect(feed.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(feed.language).toBe(language.tag);
    const own = postPagesOf(language);
    expect(feed.entries.map((entry) => entry.link)).toEqual(
      own.map((post) => `${site.siteUrl}${post.path}`),
    );
    for (const [index, post] of own.entries()) {
      const entry = feed.entries[index]!;
      expect(entry.published?.slice(0, 10)).toBe(post.date);
      // The whole body, as the post's page shows it.
      const page = parseHtml(await (await request.get(post.path)).text());
      const text = (html: string) => parseHtml(html).textContent.replace(/\s+/g, ' ').trim();
      expect(text(entry.content)).toBe(text(page.querySelector('article > div')?.innerHTML ?? ''));
      for (const [, url] of entry.content.matchAll(/(?:href|src)="([^"]+)"/g))
        expect(URL.canParse(url ?? ''), url).toBe(true);
    }
  }
});
