import { listedPage, writingPath } from '../../../app/content/pages.ts';
import { site } from '../../../app/content/site.ts';
import { postPages as posts } from '../../../app/lib/site-pages.ts';
import { parseHtml } from '../../support/site-checks.ts';
import { expect, inSite, pages, test } from '../fixtures.ts';

/* What the posts give search engines and feed readers, as the files in app/content/writing/ have them. */

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
      url,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      author: { '@id': `${site.siteUrl}/#owner` },
    });
  }
});

test('every page names the feed in its head, and the feed carries every post whole, with absolute links', async ({
  page,
  request,
}) => {
  test.skip(posts.length === 0 || !listedPage(writingPath), 'no post is published');
  for (const entry of pages) {
    const head = parseHtml(await (await request.get(entry.path)).text()).querySelector('head');
    expect(
      head
        ?.querySelector('link[rel="alternate"][type="application/atom+xml"]')
        ?.getAttribute('href'),
      entry.path,
    ).toBe(inSite('/feed.xml'));
  }
  const response = await request.get('/feed.xml');
  expect(response.status()).toBe(200);
  await page.setContent('');
  const feed = await page.evaluate(
    (xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        namespace: document.documentElement.namespaceURI,
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
  expect(feed.entries.map((entry) => entry.link)).toEqual(
    posts.map((post) => `${site.siteUrl}${post.path}`),
  );
  for (const [index, post] of posts.entries()) {
    const entry = feed.entries[index]!;
    expect(entry.published?.slice(0, 10)).toBe(post.date);
    // The whole body, as the post's page shows it.
    const page = parseHtml(await (await request.get(post.path)).text());
    const text = (html: string) => parseHtml(html).textContent.replace(/\s+/g, ' ').trim();
    expect(text(entry.content)).toBe(text(page.querySelector('article > div')?.innerHTML ?? ''));
    for (const [, url] of entry.content.matchAll(/(?:href|src)="([^"]+)"/g))
      expect(URL.canParse(url ?? ''), url).toBe(true);
  }
});
