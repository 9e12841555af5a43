/**
 * docs/languages.md's addition of a language, made in a copy of the project as an owner would
 * make it: Spanish's folder copied, every word of it written in the new language's script, its
 * pages under its own prefix, and its entry in languages.ts.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import type { ProjectCopy } from './project-copy.ts';

/** Right-to-left languages an owner might add, each with the letters of its script. */
export const RIGHT_TO_LEFT: Readonly<Record<string, string>> = {
  ar: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي',
  he: 'אבגדהוזחטיכלמנסעפצקרשת',
  fa: 'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی',
  ur: 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنوہیے',
};

/**
 * `text` with each Latin letter one of `letters`: words in their script. A {placeholder} and a
 * template's ${expression} are kept.
 */
function inScript(text: string, letters: string): string {
  const script = [...letters];
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\$?\{(?:[^{}]|\{[^{}]*\})*\}|[a-z]/gi, (match) =>
      match.length > 1 ? match : script[(match.toLowerCase().charCodeAt(0) - 97) % script.length]!,
    );
}

/** Fields that name rather than say: a page, a file, an address, a choice. Kept as they are. */
const KEPT =
  /\b(language|paperSize|path|module|to|file|url|slug|project|icon|type|status|kind|month|confirmed):\s*$|\b(from|import)\s*$/;

/** A string that names rather than says: a word of code ("now", "es"), a path, an address, a file. */
const NAMING = /^([a-z0-9-]*|\/.*|\w+:\/\/.*|[\w-]+\.[a-z0-9]{2,4})$/;

/** Every string a content module writes (quoted, or a template), in the script, but what names. */
const wordsInScript = (source: string, letters: string) =>
  source.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|(['`])((?:\\.|(?!\1)[^\\])*)\1/g,
    (whole, quote: string | undefined, text: string, at: number) =>
      // A comment, as it is.
      !quote || KEPT.test(source.slice(Math.max(0, at - 40), at)) || NAMING.test(text)
        ? whole
        : `${quote}${inScript(text, letters)}${quote}`,
  );

/**
 * The language `tag`, written in `letters`, beside the others: at `/<tag>/`, with the Spanish
 * pages' paths under it. Returns its home page's path.
 */
export function addLanguage(project: ProjectCopy, tag: string, letters: string): string {
  const from = 'app/content/es';
  const to = `app/content/${tag}`;
  mkdirSync(project.file(to));
  for (const file of readdirSync(project.file(from)).filter((name) => name.endsWith('.ts')))
    project.write(
      `${to}/${file}`,
      wordsInScript(project.read(`${from}/${file}`), letters)
        .replaceAll("'es'", `'${tag}'`)
        .replaceAll("'/es/", `'/${tag}/`),
    );
  project.edit(
    'app/content/languages.ts',
    /\nexport interface Translation/,
    (next) =>
      `\nimport { notFoundPage as ${tag}NotFoundPage, pages as ${tag}Pages } from './${tag}/pages.ts';\nimport { site as ${tag}Site } from './${tag}/site.ts';\n${next}`,
  );
  project.edit(
    'app/content/languages.ts',
    /\n\];/,
    (end) =>
      `\n  { folder: '${tag}', site: ${tag}Site, pages: ${tag}Pages, notFoundPage: ${tag}NotFoundPage },${end}`,
  );
  const home = /path: '(\/[^']+)',\s*module: 'home'/.exec(project.read(`${to}/pages.ts`));
  return home?.[1] ?? `/${tag}`;
}
