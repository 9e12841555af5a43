/**
 * The posts' Atom feed (`/feed.xml`), made by the `feed` library: every
 * published post, newest first, with its full content, every link in it
 * absolute, as a feed reader needs.
 */
import { Feed } from 'feed';
import { listedPage, writingPath } from '../../app/content/pages.ts';
import { site } from '../../app/content/site.ts';
import { writing } from '../../app/content/writing.ts';
import { FEED_PATH, absoluteUrl, documentTitle } from '../../app/lib/meta.ts';
import { postHtml } from '../../app/lib/posts.server.ts';
import { postPages } from '../../app/lib/site-pages.ts';

/** A day, "YYYY-MM-DD", as the feed's instant: its start, in UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export async function atomFeed(): Promise<string> {
  const author = { name: site.ownerName, link: absoluteUrl('/') };
  const feed = new Feed({
    title: documentTitle(listedPage(writingPath)?.label ?? writing.heading),
    description: writing.intro,
    id: absoluteUrl(writingPath),
    link: absoluteUrl(writingPath),
    language: site.language,
    favicon: absoluteUrl('/favicon-32.png'),
    copyright: `© ${site.copyrightYear} ${site.ownerName}`,
    // The newest change of any post: the feed is the same file until a post changes.
    updated: dayStart(
      postPages.map((post) => post.updated ?? post.date).reduce((a, b) => (a > b ? a : b)),
    ),
    feedLinks: { atom: absoluteUrl(FEED_PATH) },
    author,
  });
  for (const post of postPages) {
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
  return feed.atom1();
}
