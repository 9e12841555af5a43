import { expect, test } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import { homeOf, languages, pageOf } from './languages.ts';
import {
  type Post,
  type PostLists,
  formatDay,
  formatMinutes,
  postView,
  writingPathOf,
} from './writing.ts';

const { writing } = siteContent;
const [first, other] = languages;

/** A post of `language`'s, at its writing page. */
const post = (language: (typeof languages)[number], slug: string, original?: string): Post => ({
  slug,
  path: `${writingPathOf(language)}/${slug}`,
  title: `Clipped ${slug}`,
  label: `The whole title of ${slug}`,
  description: 'A post.',
  date: '2026-01-01',
  minutes: 3,
  ...(original && { original }),
});

test('a slug no post has shows nothing', () => {
  expect(postView({ '': [post(first!, 'one')] }, first!, 'two', writing)).toBeUndefined();
  expect(postView({}, first!, undefined, writing)).toBeUndefined();
});

test('a post leads to the older one as previous and the newer as next, by their whole titles', () => {
  const [newest, middle, oldest] = ['c', 'b', 'a'].map((slug) => post(first!, slug));
  const lists: PostLists = { '': [newest!, middle!, oldest!] };
  const view = postView(lists, first!, 'b', writing)!;
  expect(view.post).toBe(middle);
  expect(view.previous).toEqual({ path: oldest!.path, title: oldest!.label });
  expect(view.next).toEqual({ path: newest!.path, title: newest!.label });
  expect(view.words).toBe(writing.words);
  expect(view.closing).toBe(writing.callToAction);
  expect(view.writing.path).toBe(writingPathOf(first!));
  expect(view.writing.label).toBe(pageOf(first!, 'writing')?.label ?? writing.heading);
  expect(postView(lists, first!, 'c', writing)!.next).toBeUndefined();
  expect(postView(lists, first!, 'a', writing)!.previous).toBeUndefined();
});

test('a language whose menu leaves out the writing page still gives its posts a way back, named by the writing module’s heading', () => {
  const unlisted = { ...first!, pages: first!.pages.filter((page) => page.module !== 'writing') };
  expect(writingPathOf(unlisted)).toBe(`${first!.prefix}/writing`);
  const view = postView({ '': [post(unlisted, 'one')] }, unlisted, 'one', writing)!;
  expect(view.writing).toEqual({ path: `${first!.prefix}/writing`, label: writing.heading });
});

test.skipIf(other === undefined)(
  'a translated post and its original name each other; a post without a version names the other language’s nearest page',
  () => {
    const original = post(first!, 'original');
    const alone = post(first!, 'alone');
    const version = post(other!, 'version', 'original');
    const lists: PostLists = { '': [alone, original], [other!.folder]: [version] };
    const tags = languages.map((language) => language.tag);
    const alternates = (language: typeof first, slug: string) =>
      postView(lists, language!, slug, writing)!.alternates;

    expect(alternates(first, 'original').map(({ tag }) => tag)).toEqual(tags);
    expect(alternates(first, 'original')[1]).toEqual({ tag: other!.tag, path: version.path });
    expect(alternates(other, 'version')[0]).toEqual({ tag: first!.tag, path: original.path });
    expect(alternates(other, 'version')[1]).toEqual({ tag: other!.tag, path: version.path });
    // No version of it: the other language's writing page while it has posts, else its home page.
    expect(alternates(first, 'alone')[1]).toEqual({
      tag: other!.tag,
      path: writingPathOf(other!),
      nearest: true,
    });
    expect(postView({ '': [alone] }, first!, 'alone', writing)!.alternates[1]).toEqual({
      tag: other!.tag,
      path: homeOf(other!),
      nearest: true,
    });
  },
);

test('minutes and days are written in each language’s way, a day as itself in any time zone', () => {
  for (const language of languages) {
    expect(formatMinutes(4, language)).toContain(new Intl.NumberFormat(language.tag).format(4));
    // In the language's own calendar, of the day at UTC: not the day before, as a date read in
    // the Americas' time zones would be.
    const long = (day: number) =>
      new Intl.DateTimeFormat(language.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2026, 2, day),
      );
    expect(formatDay('2026-03-09', language)).toBe(long(9));
    expect(long(9)).not.toBe(long(8));
  }
});
