import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { languages } from './languages.ts';
import {
  postHtml,
  postLists,
  postsOf,
  readAllPosts,
  readPosts,
  writingOf,
} from './posts.server.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'posts-'));
afterAll(() => rmSync(folder, { recursive: true }));
const post = (name: string, frontMatter: string, body = 'The post.') =>
  writeFileSync(path.join(folder, name), `---\n${frontMatter}\n---\n\n${body}\n`);

const description = 'A description long enough for search results to show it whole, as written.';
post('older.md', `title: Older\ndescription: ${description}\ndate: 2026-01-05`);
post('newer.md', `title: Newer\ndescription: ${description}\ndate: 2026-02-01`);
post('also-newer.md', `title: Also newer\ndescription: ${description}\ndate: 2026-02-01`);
post(
  'same-day.md',
  `title: Same day\ndescription: ${description}\ndate: 2026-01-03\nupdated: 2026-01-03\ndraft: true`,
);
post(
  'stale.md',
  `title: Stale\ndescription: ${description}\ndate: 2026-01-10\nupdated: 2026-01-09`,
);
writeFileSync(path.join(folder, 'listed.md'), '---\n- title\n- date\n---\n\nThe post.\n');
post('bad-yaml.md', `title: [Unclosed\ndescription: ${description}\ndate: 2026-01-01`);
// Not posts: a file of another kind, and a folder whose name ends as a post's does.
writeFileSync(path.join(folder, 'notes.txt'), 'Ideas.\n');
mkdirSync(path.join(folder, 'pictures.md'));
post('draft.md', `title: Draft\ndescription: ${description}\ndate: 2026-03-01\ndraft: true`);
post('broken.md', `titel: Typo\ndescription: short\ndate: 2026-02-30\nupdated: 2025-01-01`, '');
post('Not A Slug.md', `title: Fine\ndescription: ${description}\ndate: 2026-01-01`);
post('undated.md', `title: Undated\ndescription: ${description}`);
writeFileSync(
  path.join(folder, 'unclosed.md'),
  `---\ntitle: Open\ndate: 2026-01-01\n\nThe post.\n`,
);

test('a build publishes the valid posts newest first (of one day, by name), and leaves drafts to the development server', () => {
  // Outside the development server, a build's way.
  expect(readPosts(folder)).toEqual(readPosts(folder, false));
  expect(readPosts(folder, false).posts.map((found) => found.path)).toEqual([
    '/writing/also-newer',
    '/writing/newer',
    '/writing/older',
  ]);
  // A post may be updated the day it was published.
  expect(readPosts(folder, true).posts.map((found) => found.slug)).toEqual([
    'draft',
    'also-newer',
    'newer',
    'older',
    'same-day',
  ]);
});

test('each problem names the post’s file and the field', () => {
  const problems = readPosts(folder, false).problems.map(
    ({ file, field, message }) => `${path.basename(file)} › ${field}: ${message}`,
  );
  expect(problems).toEqual([
    'Not A Slug.md › file name: must be lower-case letters, digits and hyphens, then ".md": it is the post’s address, /writing/<file name>',
    expect.stringMatching(/^bad-yaml\.md › front matter: is not valid YAML: /),
    'broken.md › title: is missing',
    'broken.md › description: must be at least 50 characters',
    expect.stringMatching(/^broken\.md › date: "2026-02-30" is not a date/),
    'broken.md › titel: is not a field of a post: write title, description, date, updated, tags, draft, original',
    'broken.md › body: is empty: write the post under its front matter',
    'listed.md › front matter: must be an object (got ["title","date"])',
    'stale.md › updated: is before date: a post is updated after it is published',
    'unclosed.md › front matter: is not closed: end it with a line of three hyphens (---), before the post',
    'undated.md › date: is missing',
  ]);
});

test.skipIf(languages.length < 2)(
  'a translation’s post names the first language’s post it translates, which names none',
  () => {
    const [first, translation] = languages;
    const folders = new Map(
      [first, translation].map((language) => [
        language,
        mkdtempSync(path.join(tmpdir(), 'posts-')),
      ]),
    );
    afterAll(() => folders.forEach((own) => rmSync(own, { recursive: true })));
    const write = (language: typeof first, name: string, original?: string) =>
      writeFileSync(
        path.join(folders.get(language)!, name),
        `---\ntitle: A post\ndescription: ${description}\ndate: 2026-01-05${original ? `\noriginal: ${original}` : ''}\n---\n\nThe post.\n`,
      );
    write(first, 'first.md');
    write(first, 'own.md', 'first');
    write(translation, 'version.md', 'first');
    write(translation, 'astray.md', 'no-such-post');
    // An original with a problem of its own: the translation names it, not a missing file.
    writeFileSync(
      path.join(folders.get(first)!, 'broken.md'),
      '---\ntitle: A post\n---\n\nThe post.\n',
    );
    write(translation, 'of-broken.md', 'broken');
    const { lists, problems } = readAllPosts(false, (language) => folders.get(language) ?? folder);
    expect(lists.get(translation!.folder)?.find((post) => post.slug === 'version')?.path).toMatch(
      new RegExp(`^${translation!.prefix}/.+/version$`),
    );
    expect(
      problems
        .filter((problem) => problem.field === 'original')
        .map(({ file, message }) => `${path.basename(file)}: ${message}`),
    ).toEqual([
      'own.md: is for a translation’s post: this one is in the site’s first language, which the others translate',
      `astray.md: "no-such-post" is not a post of ${folders.get(first)}/: write the file name, without ".md", of the post this one translates`,
      `of-broken.md: "broken" names ${folders.get(first)}/broken.md, which is not published: fix the problems listed for that file (or publish it, if it is a draft), and this translation follows it`,
    ]);
    expect(problems.some(({ file }) => path.basename(file) === 'broken.md')).toBe(true);
  },
);

test('straight quotes in a post become curly ones, in its title and its body, but not in its code', async () => {
  const own = mkdtempSync(path.join(tmpdir(), 'posts-'));
  writeFileSync(
    path.join(own, 'quoted.md'),
    `---\ntitle: "Don't say \\"never\\""\ndescription: ${description}\ndate: 2025-12-01\n---\n\n` +
      'Don\'t call it "done", señor.\n\n```js\nconst quote = "kept";\n```\n\nAnd `\'kept\'` inline.\n',
  );
  const [quoted] = readPosts(own, false).posts;
  rmSync(own, { recursive: true });
  if (!quoted) throw new Error('the post was not read');
  expect(quoted.label).toBe('Don’t say “never”');
  const html = await postHtml(quoted);
  expect(html).toContain('Don’t call it “done”, señor.');
  expect(html).toContain("<code>'kept'</code>");
  expect(html).not.toMatch(/“kept”/);
  expect(html.replace(/<[^>]*>/g, '')).toContain('const quote = "kept";');
}, 120_000);

test('a post’s reading time is its words at 230 a minute, and a minute at least', () => {
  const own = mkdtempSync(path.join(tmpdir(), 'posts-'));
  const front = (title: string) =>
    `---\ntitle: ${title}\ndescription: ${description}\ndate: 2025-12-01\n---\n\n`;
  writeFileSync(path.join(own, 'long.md'), front('Long') + 'word '.repeat(690));
  writeFileSync(path.join(own, 'short.md'), front('Short') + 'A line.');
  const minutes = Object.fromEntries(
    readPosts(own, false).posts.map((found) => [found.slug, found.minutes]),
  );
  rmSync(own, { recursive: true });
  expect(minutes).toEqual({ long: 3, short: 1 });
});

test('a post’s prose keeps word pairs and ranges whole, its code blocks scroll in a named region, and its feed version links absolutely', async () => {
  const own = mkdtempSync(path.join(tmpdir(), 'posts-'));
  writeFileSync(
    path.join(own, 'linked.md'),
    `---\ntitle: Linked\ndescription: ${description}\ndate: 2025-12-01\n---\n\n` +
      'An end-to-end check of pages 3–5 and [the studio](/about) and ![a chart](/chart.png).\n\n' +
      '```js\nconst kind = "end-to-end";\n```\n',
  );
  const [linked] = readPosts(own, false).posts;
  rmSync(own, { recursive: true });
  if (!linked) throw new Error('the post was not read');
  const page = await postHtml(linked);
  expect(page).toContain('An <span class="keep-together">end-to-end</span> check of pages ');
  expect(page).toContain('<span class="keep-together">3–5</span> and <a href="/about">');
  // Links as written, for the page, which resolves them against its own address.
  expect(page).toContain('href="/about"');
  // The block, in a region that takes the keyboard, left to right, its words as written.
  const region =
    /<section aria-label="([^"]*)" tabindex="0" class="code" dir="ltr">(.*?)<\/section>/s.exec(
      page,
    );
  expect(region?.[1]).toBe(writingOf(linked).words.code);
  expect(region?.[2]).not.toContain('keep-together');
  expect(region?.[2]?.replace(/<[^>]*>/g, '')).toContain('const kind = "end-to-end";');
  const feed = await postHtml(linked, 'https://feed.example/writing/linked');
  expect(feed).toContain('href="https://feed.example/about"');
  expect(feed).toContain('src="https://feed.example/chart.png"');
}, 120_000);

test('every language’s published posts, as its pages show them: without their file, Markdown or folder', () => {
  const lists = postLists();
  expect(Object.keys(lists)).toEqual(languages.map((language) => language.folder));
  for (const language of languages)
    expect(lists[language.folder]).toEqual(
      postsOf(language).map(
        ({ file: _file, markdown: _markdown, folder: _folder, ...post }) => post,
      ),
    );
});
