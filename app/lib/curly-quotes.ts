/**
 * The owner's words typeset in their language: every straight quote and apostrophe in a content
 * module becomes a typographic one, by SmartyPants ("don't" → “don’t”), and then the double
 * quotes take the language's own shape, by Typograf («…» in Spanish, „…“ in German, « … » in
 * French), at the one place every page, file and test reads the module from. Dashes, ellipses and
 * everything else stay as written, and so does a language Typograf does not know.
 *
 * A module's language is its folder's: a translation's folder of app/content/ is named by its tag,
 * and app/content/ itself is site.ts's `language`. Only Node runs this: the build sets each call's
 * words and removes the call (scripts/build/typeset.ts), so the browser never does.
 */
import { smartypantsu } from 'smartypants';
import Typograf from 'typograf';

const typografs = new Map<string, Typograf | undefined>();

/** Typograf for `tag` with only its quotes on, or nothing where it knows neither the tag nor its language. */
function typografOf(tag: string): Typograf | undefined {
  if (!typografs.has(tag)) {
    const language = tag.split('-')[0] ?? tag;
    const locale = [tag, language, `${language}-US`].find((name) => Typograf.hasLocale(name));
    const typograf = locale ? new Typograf({ locale: [locale] }) : undefined;
    typograf?.disableRule('*');
    typograf?.enableRule('common/punctuation/quote');
    typografs.set(tag, typograf);
  }
  return typografs.get(tag);
}

/** A text, or HTML with its code left as written, with the quotes of `tag`'s language. */
export const curlyQuotesIn = (text: string, tag: string): string => {
  const curly = smartypantsu(text, 'q');
  return typografOf(tag)?.execute(curly) ?? curly;
};

/**
 * The first language's tag, as the site.ts in `folder` writes it: read as text, since site.ts is
 * typeset by this too.
 */
function firstLanguageTag(folder: string): string {
  const site = process.getBuiltinModule('node:fs').readFileSync(`${folder}/site.ts`, 'utf8');
  return /^\s*language:\s*(['"])([^'"]+)\1/m.exec(site)?.[2] ?? 'en';
}

/**
 * The language of the content module at `file`: its folder's tag, or the first language's (of
 * app/content/ in the folder the tests and the build run in, when no module is named).
 */
export function languageOf(file: string): string {
  const [, content = 'app/content', folder] =
    /^(.*\/app\/content)\/(?:([^/]+)\/)?[^/]+\.ts$/.exec(file.replaceAll('\\', '/')) ?? [];
  return folder ?? firstLanguageTag(content);
}

/** The content module that called curlyQuotes, as Node's stack names it. */
function callersFile(): string {
  const frames = new Error().stack?.split('\n') ?? [];
  const frame = frames.find((line) => /\/app\/content\/.+\.ts/.test(line.replaceAll('\\', '/')));
  return /(?:file:\/\/)?([^\s()]+\.ts)/.exec(frame ?? '')?.[1] ?? '';
}

/**
 * `content` with every string in it, at any depth, given the quotes of `tag` (by default, the
 * language of the module calling it). A string is text, not HTML: what SmartyPants writes as an
 * entity (a backslash-escaped character, "\\-") comes back as the character.
 */
export function curlyQuotes<Content>(content: Content, tag = languageOf(callersFile())): Content {
  if (typeof content === 'string')
    return curlyQuotesIn(content, tag).replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCodePoint(Number(code)),
    ) as Content;
  if (Array.isArray(content))
    return content.map((item: unknown) => curlyQuotes(item, tag)) as Content;
  if (content !== null && typeof content === 'object')
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, curlyQuotes(value, tag)]),
    ) as Content;
  return content;
}
