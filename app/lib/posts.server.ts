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
import rehypeShiki from '@shikijs/rehype';
import { transformerStyleToClass } from '@shikijs/transformers';
import type { Element, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { postPath } from '../content/pages.ts';
import { ownerMessages, postSchema } from '../content/schema.ts';
import type { ContentProblem } from '../content/validate.ts';
import { UNBREAKABLE } from '../components/typeset.tsx';
import { site } from '../content/site.ts';
import { writing } from '../content/writing.ts';
import { searchTitle } from './case-study-page.ts';
import { curlyQuotes, curlyQuotesIn } from './curly-quotes.ts';
import type { Post } from './writing.ts';

/** Where the posts are, from the project's root, where the build, the tests and `npm run dev` run. */
export const POSTS_FOLDER = 'app/content/writing';

/** A post as its file has it: what the pages show, and its Markdown without the front matter. */
export interface PostSource extends Post {
  /** Its path from the project's root, for messages. */
  readonly file: string;
  readonly markdown: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An adult's silent reading speed for prose, the usual basis of a reading time. */
const WORDS_A_MINUTE = 230;

function readPost(file: string): { post?: PostSource; problems: ContentProblem[] } {
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
  const result = postSchema.safeParse(curlyQuotes(source.data.matter), { error: ownerMessages });
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
            'must be lower-case letters, digits and hyphens, then ".md": it is the post’s address, /writing/<file name>',
          ),
        ]),
    ...(markdown === ''
      ? [problem('body', 'is empty: write the post under its front matter')]
      : []),
  ];
  if (!result.success || problems.length > 0) return { problems };
  const page = { path: postPath(slug), title: searchTitle(result.data.title) };
  // Words as the site's language divides them (Chinese and Japanese have no spaces).
  const words = [
    ...new Intl.Segmenter(site.language, { granularity: 'word' }).segment(markdown),
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
    },
    problems,
  };
}

/**
 * Every post in `folder` that a build publishes, newest first, and the
 * problems of those that cannot be read. A draft is kept only in the
 * development server (`npm run dev`), never in a build.
 */
export function readPosts(
  folder = POSTS_FOLDER,
  drafts = process.env.NODE_ENV === 'development',
): { posts: PostSource[]; problems: ContentProblem[] } {
  // No folder is no posts, as an empty one is.
  const files = (existsSync(folder) ? readdirSync(folder, { withFileTypes: true }) : [])
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(folder, entry.name))
    .sort();
  const read = files.map(readPost);
  const posts = read
    .flatMap(({ post }) => (post && (drafts || !post.draft) ? [post] : []))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts, problems: read.flatMap(({ problems }) => problems) };
}

/** What the pages show of a post: all but its file and its Markdown. */
export const summary = ({ file: _file, markdown: _markdown, ...post }: PostSource): Post => post;

/** The posts this build publishes, newest first. */
export const posts: readonly PostSource[] = readPosts().posts;

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
  visit(tree, 'text', (node, index, parent) => {
    if (!parent || index === undefined || parent.type !== 'element') return;
    if (['pre', 'code'].includes(parent.tagName)) return;
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
    if (parts.length === 0) return;
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
const codeRegion = {
  root(root: Root) {
    const section: Element = {
      type: 'element',
      tagName: 'section',
      properties: { ariaLabel: writing.words.code, tabIndex: 0, className: ['code'], dir: 'ltr' },
      children: root.children as Element['children'],
    };
    root.children = [section];
  },
};

const processor = (base?: string) =>
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
      transformers: [codeClasses, codeRegion],
      // The section around the block takes the keyboard, not the block.
      tabindex: false,
    })
    .use(keepTogether)
    .use(base === undefined ? [] : [[absoluteUrls, base]])
    .use(rehypeStringify);

const pageHtml = new Map<string, Promise<string>>();

/**
 * A post's body as HTML: for its page, or, with `base` (its absolute URL),
 * for a feed, every link absolute.
 */
export function postHtml(post: PostSource, base?: string): Promise<string> {
  const render = () =>
    processor(base)
      .process(post.markdown)
      .then((file) => curlyQuotesIn(String(file)));
  if (base !== undefined) return render();
  const cached = pageHtml.get(post.slug) ?? render();
  pageHtml.set(post.slug, cached);
  return cached;
}

/** The stylesheet of every post's highlighted code: each class's colour in both themes. */
export async function codeCss(): Promise<string> {
  await Promise.all(posts.map((post) => postHtml(post)));
  return codeClasses.getCSS();
}
