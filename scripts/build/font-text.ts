/**
 * The text the site can show, which the fonts are cut to (font-subset.ts): its source's
 * characters, what Intl writes in each of its languages, and each language's own words.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../app/content/site.ts';
import { languages } from '../../app/lib/languages.ts';

const root = path.join(import.meta.dirname, '..', '..');

const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) =>
  String.fromCodePoint(0x20 + index),
).join('');

/** The curly quotes the site sets for straight ones (app/lib/curly-quotes.ts), which no source need write. */
const CURLY_QUOTES = '‘’“”';

/** Printable ASCII, the curly quotes and every character above ASCII in `sources`, once each, in code point order. */
export function fontCharacters(sources: Iterable<string>): string {
  const characters = new Set(PRINTABLE_ASCII + CURLY_QUOTES);
  for (const source of sources)
    for (const character of source)
      if ((character.codePointAt(0) ?? 0) > 0x7e) characters.add(character);
  return [...characters]
    .toSorted((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
    .join('');
}

/** What Intl writes in the language `tag` at build time: every month, a price, a number. */
function intlText(tag: string): string[] {
  const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 27));
  const dates = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
  return [
    ...months.map((day) => dates({ dateStyle: 'long' }).format(day)),
    ...months.map((day) => dates({ month: 'long', year: 'numeric' }).format(day)),
    new Intl.NumberFormat(tag, { style: 'currency', currency: site.currency }).format(-1234567.89),
  ];
}

/**
 * The text of the app's source files and posts, and what Intl writes in each
 * of the site's languages at build time (every month, a price, a number): what
 * any page can show comes from these.
 */
export function appSources(appFolder = path.join(root, 'app')): string[] {
  const formatted = languages.flatMap(({ tag }) => intlText(tag));
  return [
    ...readdirSync(appFolder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|css|md)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(appFolder, file), 'utf8')),
    formatted.join(' '),
  ];
}

/** What typesetting sets for the writer's marks (app/lib/typeset.ts): quotes, dashes, the ellipsis, the no-break spaces. */
const TYPESET_MARKS = '‘’“”«»„‹›–—…\u00a0\u202f';

/**
 * What the display face sets: each `headline`, `title`, `heading` (or `…Heading`), `studioName`,
 * `value` and `quote` the content modules and posts write (the headlines, the case studies' and
 * posts' titles, the section headings, the wordmark, a case study's figures and pull quote), the
 * digits (the not-found page's 404) and the marks typesetting puts in, once each. Text in another field is not cut into the face:
 * design.spec.ts checks that every letter a page sets in it is drawn in it.
 */
export function displayCharacters(contentFolder = path.join(root, 'app', 'content')): string {
  // A field written bare is a post's front matter; a figure or a quote is only ever a string.
  const fields =
    /\b(headline|title|studioName|value|quote|\w*[hH]eading):[ \t]*(?:(['"`])((?:\\.|(?!\2).)*)\2|([^'"`\s][^\n]*))/g;
  let text = `0123456789 ${TYPESET_MARKS}`;
  for (const source of appSources(contentFolder))
    for (const [, name, , quoted, bare] of source.matchAll(fields))
      // A template's ${…} is a value from elsewhere, digits or a field that is cut on its own.
      text += (quoted ?? (name === 'value' || name === 'quote' ? '' : bare) ?? '').replace(
        /\$\{[^}]*\}/g,
        '',
      );
  return [...new Set(text)]
    .toSorted((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
    .join('');
}

/**
 * Each language's own words: a translation's folder of app/content/, and the rest of the folder
 * for the first language, with what Intl writes in it. A page preloads a face for its language's
 * words, not for a word of another (a language's name in the switch), which loads if it shows.
 */
export function wordsOf(): { tag: string; codes: Set<number> }[] {
  const content = path.join(root, 'app', 'content');
  const translated = new Set(languages.slice(1).map(({ folder }) => folder));
  return languages.map(({ tag, folder }) => {
    const files = readdirSync(path.join(content, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|md)$/.test(file) && !/\.test\.ts$/.test(file))
      .filter((file) => folder !== '' || !translated.has(file.split(path.sep)[0] ?? ''))
      .map((file) => readFileSync(path.join(content, folder, file), 'utf8'));
    const text = fontCharacters([...files, ...intlText(tag)]);
    return { tag, codes: new Set([...text].map((character) => character.codePointAt(0) ?? 0)) };
  });
}
