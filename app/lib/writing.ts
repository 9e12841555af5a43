/**
 * What a post's page shows besides its body, from the lists of posts: the
 * same for the build-time loader (posts.server.ts) and for a client-side
 * navigation (the `virtual:writing` module, scripts/build/writing.ts).
 */
import type { SitePage } from '../content/pages.ts';
import type { PostFrontMatter, WritingContent } from '../content/schema.ts';
import {
  type Alternate,
  type Language,
  firstLanguage,
  homeOf,
  languages,
  pageOf,
} from './languages.ts';

/** A post, as the list, its page, the feed and search results show it. */
export interface Post extends SitePage, Omit<PostFrontMatter, 'title' | 'description' | 'draft'> {
  readonly slug: string;
  /** How many minutes it takes to read, at 230 words a minute: 1 at least. */
  readonly minutes: number;
  /** A draft, shown only by `npm run dev`. */
  readonly draft?: boolean;
}

/** Each language's published posts, newest first, by its folder ('' for the first). */
export type PostLists = Readonly<Record<string, readonly Post[]>>;

/** Where a language's posts are listed: its writing page, which the menu lists while it has a post. */
export const writingPathOf = (language: Language): `/${string}` =>
  pageOf(language, 'writing')?.path ?? `${language.prefix}/writing`;

/**
 * The same post in each language: the version that names the same original (the first
 * language's post); where a language has none, its nearest page, its writing page while it has
 * posts, or else its home page.
 */
function postAlternates(lists: PostLists, language: Language, post: Post): Alternate[] {
  const original = post.original ?? (language === firstLanguage ? post.slug : undefined);
  return languages.map((other): Alternate => {
    const posts = lists[other.folder] ?? [];
    const same =
      other === language
        ? post
        : original !== undefined &&
          posts.find((version) =>
            other === firstLanguage ? version.slug === original : version.original === original,
          );
    if (same) return { tag: other.tag, path: same.path };
    return {
      tag: other.tag,
      path: posts.length > 0 ? writingPathOf(other) : homeOf(other),
      nearest: true,
    };
  });
}

// Its full title, as the list shows it: `title` is clipped for search results.
const neighbour = (post: Post | undefined) => post && { path: post.path, title: post.label };

/** What the page of `language`'s post with this slug shows; undefined for a slug no post has. */
export function postView(
  lists: PostLists,
  language: Language,
  slug: string | undefined,
  writing: WritingContent,
) {
  // Newest first: the previous post is the one after it in the list.
  const posts = lists[language.folder] ?? [];
  const index = posts.findIndex((post) => post.slug === slug);
  const post = posts[index];
  if (!post) return undefined;
  return {
    post,
    writing: {
      path: writingPathOf(language),
      label: pageOf(language, 'writing')?.label ?? writing.heading,
    },
    words: writing.words,
    previous: neighbour(posts[index + 1]),
    next: neighbour(posts[index - 1]),
    closing: writing.callToAction,
    alternates: postAlternates(lists, language, post),
  };
}

// Made on first use, for each language: only a page that shows a date loads the locale's data.
const days = new Map<string, Intl.DateTimeFormat>();
const minutes = new Map<string, Intl.NumberFormat>();

/** Minutes as `language` writes them short: "4 min" in English. */
export function formatMinutes(count: number, { tag }: Language): string {
  const format = minutes.get(tag) ?? new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute' });
  minutes.set(tag, format);
  return format.format(count);
}

/** A day, "YYYY-MM-DD", as `language` writes it: "November 27, 2026" in English. */
export function formatDay(day: string, { tag }: Language): string {
  const format =
    days.get(tag) ?? new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  days.set(tag, format);
  return format.format(new Date(`${day}T00:00:00Z`));
}
