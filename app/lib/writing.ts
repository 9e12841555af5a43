/**
 * What a post's page shows besides its body, from the list of posts: the
 * same for the build-time loader (posts.server.ts) and for a client-side
 * navigation (the `virtual:writing` module, scripts/build/writing.ts).
 */
import { listedPage, writingPath } from '../content/pages.ts';
import type { SitePage } from '../content/pages.ts';
import type { PostFrontMatter } from '../content/schema.ts';
import { site } from '../content/site.ts';
import { writing } from '../content/writing.ts';

/** A post, as the list, its page, the feed and search results show it. */
export interface Post extends SitePage, Omit<PostFrontMatter, 'title' | 'description' | 'draft'> {
  readonly slug: string;
  /** How many minutes it takes to read, at 230 words a minute: 1 at least. */
  readonly minutes: number;
  /** A draft, shown only by `npm run dev`. */
  readonly draft?: boolean;
}

// Its full title, as the list shows it: `title` is clipped for search results.
const neighbour = (post: Post | undefined) => post && { path: post.path, title: post.label };

/** What the page of the post with this slug shows; undefined for a slug no post has. */
export function postView(posts: readonly Post[], slug: string | undefined) {
  // Newest first: the previous post is the one after it in the list.
  const index = posts.findIndex((post) => post.slug === slug);
  const post = posts[index];
  if (!post) return undefined;
  return {
    post,
    writing: { path: writingPath, label: listedPage(writingPath)?.label ?? writing.heading },
    words: writing.words,
    previous: neighbour(posts[index + 1]),
    next: neighbour(posts[index - 1]),
    closing: writing.callToAction,
  };
}

// Made on first use: only a page that shows a date loads the locale's data.
let days: Intl.DateTimeFormat | undefined;
let minutes: Intl.NumberFormat | undefined;

/** Minutes as the site's language writes them short: "4 min" in English. */
export function formatMinutes(count: number): string {
  minutes ??= new Intl.NumberFormat(site.language, { style: 'unit', unit: 'minute' });
  return minutes.format(count);
}

/** A day, "YYYY-MM-DD", as the site's language writes it: "November 27, 2026" in English. */
export function formatDay(day: string): string {
  days ??= new Intl.DateTimeFormat(site.language, { dateStyle: 'long', timeZone: 'UTC' });
  return days.format(new Date(`${day}T00:00:00Z`));
}
