/**
 * The posts: one Markdown file each in app/content/writing/, its front matter
 * checked by postSchema (schema.ts), its body rendered to HTML at build time
 * by the unified ecosystem (CommonMark with GitHub's tables and task lists),
 * its code highlighted by Shiki, its quotes made curly but in code, as its
 * front matter's are (curly-quotes.ts). Only the build, the build-time loaders and
 * the tests run this file: a browser gets each post's HTML, never the code
 * that makes it (docs/decisions/028-posts-are-plain-markdown.md).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import rehypeShiki from '@shikijs/rehype';
import { transformerStyleToClass } from '@shikijs/transformers';
import type { Element, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { ownerMessages, postSchema } from '../content/schema.ts';
import type { WritingContent } from '../content/schema.ts';
import type { ContentProblem } from '../content/validate.ts';
import { writing } from '../content/writing.ts';
import { UNBREAKABLE } from '../components/typeset.tsx';
import { searchTitle } from './case-study-page.ts';
import { curlyQuotes, curlyQuotesIn } from './curly-quotes.ts';
import { type Language, firstLanguage, languages } from './languages.ts';
import { type PostLists, type Post, writingPathOf } from './writing.ts';

/** Where the first language's posts are, from the project's root, where the build, the tests and `npm run dev` run. */
const POSTS_FOLDER = 'app/content/writing';

/** Where a language's posts are: app/content/writing/, or its own folder's writing/. */
export const postsFolderOf = ({ folder }: Language): string =>
  folder === '' ? POSTS_FOLDER : `app/content/${folder}/writing`;

/** A post as its file has it: what the pages show, and its Markdown without the front matter. */
export interface PostSource extends Post {
  /** Its path from the project's root, for messages. */
  readonly file: string;
  readonly markdown: string;
  /** The folder of its language: '' for the first. */
  readonly folder: string;
}

/** Each language's words for its posts, by its folder: writing.ts, and each translation's. */
const wordsIn: ReadonlyMap<string, WritingContent> = new Map([
  ['', writing],
  ...(await Promise.all(
    languages.slice(1).map(async ({ folder }) => {
      // From the project's root: the config and the prerender's bundle both read this module,
      // each from a folder of its own.
      const file = pathToFileURL(path.resolve('app', 'content', folder, 'writing.ts'));
      const module = (await import(/* @vite-ignore */ file.href)) as { writing: WritingContent };
      return [folder, module.writing] as const;
    }),
  )),
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An adult's silent reading speed for prose, the usual basis of a reading time. */
const WORDS_A_MINUTE = 230;

function readPost(
  file: string,
  language: Language,
): { post?: PostSource; problems: ContentProblem[] } {
  const source = new VFile({ path: file, value: readFileSync(file, 'utf8') });
  const problem = (field: string, message: string) => ({ file, field, message });
  try {
    matter(source, { strip: true });
  } catch (error) {
    return { problems: [problem('front matter', `is not valid YAML: ${String(error)}`)] };
  }
  // A first line of --- that vfile-matter left in place: nothing closed it.
  if (/^---\r?\n/.test(String(source)))
    return {
      problems: [
        problem(
          'front matter',
          'is not closed: end it with a line of three hyphens (---), before the post',
        ),
      ],
    };
  const result = postSchema.safeParse(curlyQuotes(source.data.matter, language.tag), {
    error: ownerMessages,
  });
  const slug = path.basename(file, '.md');
  const markdown = String(source).trim();
  const problems = [
    ...(result.error?.issues ?? []).flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) =>
            problem(
              key,
              `is not a field of a post: write ${Object.keys(postSchema.shape).join(', ')}`,
            ),
          )
        : [problem(issue.path.join('.') || 'front matter', issue.message)],
    ),
    ...(SLUG.test(slug)
      ? []
      : [
          problem(
            'file name',
            `must be lower-case letters, digits and hyphens, then ".md": it is the post’s address, ${writingPathOf(language)}/<file name>`,
          ),
        ]),
    ...(markdown === ''
      ? [problem('body', 'is empty: write the post under its front matter')]
      : []),
  ];
  if (!result.success || problems.length > 0) return { problems };
  const page = {
    path: `${writingPathOf(language)}/${slug}` as const,
    title: searchTitle(result.data.title),
  };
  // Words as the post's language divides them (Chinese and Japanese have no spaces).
  const words = [
    ...new Intl.Segmenter(language.tag, { granularity: 'word' }).segment(markdown),
  ].filter((segment) => segment.isWordLike).length;
  return {
    post: {
      ...result.data,
      ...page,
      slug,
      label: result.data.title,
      minutes: Math.max(1, Math.round(words / WORDS_A_MINUTE)),
      file,
      markdown,
      folder: language.folder,
    },
    problems,
  };
}

/**
 * Every post of `language` in `folder` that a build publishes, newest first, and the
 * problems of those that cannot be read. A draft is kept only in the
 * development server (`npm run dev`), never in a build.
 */
export function readPosts(
  folder = POSTS_FOLDER,
  drafts = process.env.NODE_ENV === 'development',
  language = firstLanguage,
): { posts: PostSource[]; problems: ContentProblem[] } {
  // No folder is no posts, as an empty one is.
  const files = (existsSync(folder) ? readdirSync(folder, { withFileTypes: true }) : [])
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(folder, entry.name))
    .sort();
  const read = files.map((file) => readPost(file, language));
  const posts = read
    .flatMap(({ post }) => (post && (drafts || !post.draft) ? [post] : []))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts, problems: read.flatMap(({ problems }) => problems) };
}

/**
 * Every language's posts, by its folder, and the problems of all of them: a post's `original`
 * names a post of the first language, and only a translation's post has one.
 */
export function readAllPosts(
  drafts = process.env.NODE_ENV === 'development',
  folderOf = postsFolderOf,
) {
  const read = languages.map((language) => ({
    language,
    ...readPosts(folderOf(language), drafts, language),
  }));
  const originals = new Set(read[0]?.posts.map((post) => post.slug));
  const originalProblem = (post: PostSource, language: Language): string | undefined => {
    if (post.original === undefined) return undefined;
    if (language === firstLanguage)
      return `is for a translation’s post: this one is in the site’s first language, which the others translate`;
    if (originals.has(post.original)) return undefined;
    const file = `${folderOf(firstLanguage)}/${post.original}.md`;
    // The original is there but not published: its own problems are listed with its file.
    if (existsSync(file))
      return `"${post.original}" names ${file}, which is not published: fix the problems listed for that file (or publish it, if it is a draft), and this translation follows it`;
    return `"${post.original}" is not a post of ${folderOf(firstLanguage)}/: write the file name, without ".md", of the post this one translates`;
  };
  return {
    lists: new Map(read.map(({ language, posts }) => [language.folder, posts])),
    problems: read.flatMap(({ language, posts, problems }) => [
      ...problems,
      ...posts.flatMap((post) => {
        const message = originalProblem(post, language);
        return message ? [{ file: post.file, field: 'original', message }] : [];
      }),
    ]),
  };
}

/** What the pages show of a post: all but its file, its Markdown and its folder. */
export const summary = ({
  file: _file,
  markdown: _markdown,
  folder: _folder,
  ...post
}: PostSource): Post => post;

const published = readAllPosts().lists;

/** The words of `language`'s writing page and posts: its writing.ts. */
export const writingOf = ({ folder }: Pick<Language, 'folder'>): WritingContent =>
  wordsIn.get(folder) ?? writing;

/** The posts of `language` this build publishes, newest first. */
export const postsOf = (language: Language): readonly PostSource[] =>
  published.get(language.folder) ?? [];

/** Every language's posts, as its pages show them, by its folder. */
export const postLists = (): PostLists =>
  Object.fromEntries(
    languages.map((language) => [language.folder, postsOf(language).map(summary)]),
  );

// Code is highlighted in both themes as classes, not inline styles, which
// the Content-Security-Policy blocks; codeCss() is their stylesheet.
const codeClasses = transformerStyleToClass({ classPrefix: 'code-' });

/** Links and images made absolute against `base`, for a feed reader, which has no page to resolve them against. */
const absoluteUrls = (base: string) => (tree: Root) => {
  visit(tree, 'element', (element: Element) => {
    for (const name of ['href', 'src'] as const) {
      const value = element.properties[name];
      if (typeof value === 'string') element.properties[name] = new URL(value, base).href;
    }
  });
};

/**
 * Prose set as the pages' own is (typeset.tsx): no line breaks inside a word
 * pair ("end-to-end"), a range of figures or a word and its dash. Code keeps
 * its text as written.
 */
const keepTogether = () => (tree: Root) => {
  visit(tree, (node, index, parent) => {
    // Code, with the spans a highlighter sets inside it, is left whole.
    if (node.type === 'element' && ['pre', 'code'].includes(node.tagName)) return SKIP;
    if (node.type !== 'text' || !parent || index === undefined || parent.type !== 'element')
      return undefined;
    const parts: (typeof node | Element)[] = [];
    let end = 0;
    for (const match of node.value.matchAll(UNBREAKABLE)) {
      if (match.index > end)
        parts.push({ type: 'text', value: node.value.slice(end, match.index) });
      parts.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['keep-together'] },
        children: [{ type: 'text', value: match[0] }],
      });
      end = match.index + match[0].length;
    }
    if (parts.length === 0) return undefined;
    if (end < node.value.length) parts.push({ type: 'text', value: node.value.slice(end) });
    parent.children.splice(index, 1, ...parts);
    return index + parts.length;
  });
};

/**
 * A code block keeps its long lines and scrolls inside itself: in a section
 * named for what it is, which takes the keyboard. Code runs left to right in
 * a page of any language.
 */
const codeRegion = (label: string) => ({
  root(root: Root) {
    const section: Element = {
      type: 'element',
      tagName: 'section',
      properties: { ariaLabel: label, tabIndex: 0, className: ['code'], dir: 'ltr' },
      children: root.children as Element['children'],
    };
    root.children = [section];
  },
});

const processor = (codeLabel: string, base?: string) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeShiki, {
      // GitHub's high-contrast themes meet the site's enhanced contrast (7:1) on their own
      // backgrounds, but for the light one's comments, which are darkened to meet it.
      themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
      colorReplacements: { 'github-light-high-contrast': { '#66707b': '#4e5660' } },
      lazy: true,
      fallbackLanguage: 'text',
      transformers: [codeClasses, codeRegion(codeLabel)],
      // The section around the block takes the keyboard, not the block.
      tabindex: false,
    })
    .use(keepTogether)
    .use(base === undefined ? [] : [[absoluteUrls, base]])
    .use(rehypeStringify);

const pageHtml = new Map<string, Promise<string>>();

const tagOf = ({ folder }: PostSource): string =>
  (languages.find((language) => language.folder === folder) ?? firstLanguage).tag;

/**
 * A post's body as HTML: for its page, or, with `base` (its absolute URL),
 * for a feed, every link absolute.
 */
export function postHtml(post: PostSource, base?: string): Promise<string> {
  const render = () =>
    processor(writingOf(post).words.code, base)
      .process(post.markdown)
      .then((file) => curlyQuotesIn(String(file), tagOf(post)));
  if (base !== undefined) return render();
  const cached = pageHtml.get(post.path) ?? render();
  pageHtml.set(post.path, cached);
  return cached;
}

/** The stylesheet of every post's highlighted code: each class's colour in both themes. */
export async function codeCss(): Promise<string> {
  await Promise.all(languages.flatMap(postsOf).map((post) => postHtml(post)));
  return codeClasses.getCSS();
}
