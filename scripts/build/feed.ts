/**
 * Each language's Atom feed of its posts (`/feed.xml`, `/es/feed.xml`), made by the `feed`
 * library: every published post of that language, newest first, with its full content, every
 * link in it absolute, as a feed reader needs.
 */
import { Feed } from 'feed';
import { type Language, pageOf } from '../../app/lib/languages.ts';
import { absoluteUrl, documentTitle, feedPathOf } from '../../app/lib/meta.ts';
import { postHtml, writingOf } from '../../app/lib/posts.server.ts';
import { postPagesOf } from '../../app/lib/site-pages.ts';
import { writingPathOf } from '../../app/lib/writing.ts';

/** A day, "YYYY-MM-DD", as the feed's instant: its start, in UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export async function atomFeed(language: Language): Promise<string> {
  const { site } = language;
  const writing = writingOf(language);
  const posts = postPagesOf(language);
  const author = { name: site.ownerName, link: absoluteUrl('/') };
  const feed = new Feed({
    title: documentTitle(pageOf(language, 'writing')?.label ?? writing.heading),
    description: writing.intro,
    id: absoluteUrl(writingPathOf(language)),
    link: absoluteUrl(writingPathOf(language)),
    language: language.tag,
    favicon: absoluteUrl('/favicon-32.png'),
    copyright: `© ${site.copyrightYear} ${site.ownerName}`,
    // The newest change of any post: the feed is the same file until a post changes.
    updated: dayStart(
      posts.map((post) => post.updated ?? post.date).reduce((a, b) => (a > b ? a : b)),
    ),
    feedLinks: { atom: absoluteUrl(feedPathOf(language)) },
    author,
  });
  for (const post of posts) {
    const url = absoluteUrl(post.path);
    feed.addItem({
      title: post.label,
      id: url,
      link: url,
      description: post.description,
      content: await postHtml(post, url),
      date: dayStart(post.updated ?? post.date),
      published: dayStart(post.date),
      author: [author],
      category: (post.tags ?? []).map((tag) => ({ term: tag, name: tag })),
    });
  }
  // The feed's language, for a reader to set its text in: the library writes it only for RSS.
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language.tag}">`,
    );
}
