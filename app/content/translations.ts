/**
 * A language's content beside the first one's: the modules in app/content/<folder>/, held to
 * the first language's (site.ts's) so that no page, field or figure is left out of one language.
 */
import { existsSync } from 'node:fs';
import { translations } from './languages.ts';
import { siteWordsSchema } from './schema.ts';
import {
  type ContentProblem,
  buildDay,
  fieldPath,
  files,
  validateContent,
} from './validate.ts';
import type { ImageSizes } from './schema.ts';

type Files = typeof files;
type Name = keyof Files;

/** Each module's file in the language of `folder`: `app/content/<folder>/<its name>`. */
const filesIn = (folder: string) =>
  Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      file.replace('app/content/', `app/content/${folder}/`),
    ]),
  ) as Files;

/** How a module is loaded: by Node, or by the development server, which sees each edit. */
export type Load = (module: URL) => Promise<unknown>;

/** What the modules in app/content/<folder>/ export, each by its name; a missing one undefined. */
async function contentIn(folder: string, load: Load): Promise<Record<string, unknown>> {
  const found = await Promise.all(
    Object.entries(filesIn(folder)).map(async ([name, file]) => {
      const url = new URL(file.slice('app/content/'.length), import.meta.url);
      if (!existsSync(url)) return [name, undefined] as const;
      const exports = (await load(url)) as Record<string, unknown>;
      return [name, exports[name]] as const;
    }),
  );
  return Object.fromEntries(found);
}

/** The problems and warnings of every language languages.ts lists, against `first`. */
export async function checkTranslations(
  first: object,
  imageSize: ImageSizes,
  load: Load = (module) => import(/* @vite-ignore */ module.href),
) {
  const written = await Promise.all(
    translations.map(async ({ folder }) => ({ folder, content: await contentIn(folder, load) })),
  );
  const checked = written.map(({ folder, content }) =>
    translationProblems(first as Record<string, unknown>, content, folder, imageSize),
  );
  return {
    problems: checked.flatMap((language) => language.problems),
    warnings: [
      ...checked.flatMap((language) => language.warnings),
      ...copiedWords({ folder: '', content: first as Record<string, unknown> }, written),
    ],
  };
}

/** A language's content, by its folder: '' for the first language's. */
interface Written {
  readonly folder: string;
  readonly content: Record<string, unknown>;
}

/** The texts of three words or more in `value`, by their path: what a language writes its own way. */
function textsOf(value: unknown, path = '', found = new Map<string, string>()) {
  if (typeof value === 'string') {
    if (value.trim().split(/\s+/).length >= 3) found.set(path, value);
  } else if (value !== null && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) textsOf(field, `${path}.${key}`, found);
  return found;
}

/**
 * Each translation's module still in the words of a language listed before it, as copied: more
 * than half of its texts the same, word for word, as that language's at the same place (a name or
 * a title the same in every language is a few of them). A module that exports the first
 * language's own value is warned of as a choice instead.
 */
export function copiedWords(first: Written, translated: readonly Written[]): ContentProblem[] {
  const fileOf = (folder: string, name: Name) => (folder ? filesIn(folder) : files)[name];
  return translated.flatMap(({ folder, content }, at) =>
    (Object.keys(files) as Name[]).flatMap((name) => {
      const ours = textsOf(content[name]);
      if (ours.size === 0 || content[name] === first.content[name]) return [];
      const [most] = [first, ...translated.slice(0, at)]
        .filter((other) => other.content[name] !== undefined)
        .map((other) => {
          const theirs = textsOf(other.content[name]);
          const same = [...ours].filter(([path, text]) => theirs.get(path) === text).length;
          return { file: fileOf(other.folder, name), same };
        })
        .sort((a, b) => b.same - a.same);
      if (!most || most.same * 2 <= ours.size) return [];
      const language = languageName((content.site as { language?: unknown } | undefined)?.language);
      return [
        {
          file: fileOf(folder, name),
          field: name,
          message: `${most.same} of its ${ours.size} texts are ${most.file}’s, word for word: write them in ${language}`,
        },
      ];
    }),
  );
}

/** "Spanish (es)": a language as the owner's messages name it, in English. */
function languageName(tag: unknown): string {
  try {
    return `${new Intl.DisplayNames('en', { type: 'language' }).of(String(tag))} (${String(tag)})`;
  } catch {
    return String(tag);
  }
}

/** What a language's site.ts may write, and site.ts's otherwise: the owner's own name and place. */
const OWN_SPELLINGS = new Set(['ownerName', 'location']);

/** Of site.ts, the words a language writes in its own site.ts. */
const siteWordsOf = (site: object) =>
  Object.fromEntries(
    Object.keys(siteWordsSchema.shape).flatMap((key) =>
      key in site && !OWN_SPELLINGS.has(key) ? [[key, (site as Record<string, unknown>)[key]]] : [],
    ),
  );

/**
 * The problems of one language's content, `translated`, against the first language's, `first`:
 * each module checked by its schema as the first language's is (a language's site.ts writes only
 * the words; the rest is site.ts's), and held to the first language's. A field, an entry or a
 * module the first has and this one lacks is missing, and a figure (a number, a yes or no) is the
 * same in every language. A module that exports the first language's own value is that
 * language's words by choice: a warning, not a problem, says so.
 */
export function translationProblems(
  first: Record<string, unknown>,
  translated: Record<string, unknown>,
  folder: string,
  imageSize: ImageSizes,
  today = buildDay(),
): { problems: ContentProblem[]; warnings: ContentProblem[] } {
  const ownFiles = filesIn(folder);
  const site = (translated.site ?? {}) as { language?: unknown };
  const language = languageName(site.language);
  const firstLanguage = languageName((first.site as { language?: unknown }).language);
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  for (const name of Object.keys(files) as Name[]) {
    const theirs = name === 'site' ? siteWordsOf(first.site as object) : first[name];
    const ours = translated[name];
    const report = (path: readonly PropertyKey[], message: string) =>
      problems.push({ file: ownFiles[name], field: fieldPath(ours, path) || name, message });
    if (theirs === undefined) continue;
    if (ours === undefined)
      report([], `is missing in ${language}: copy ${files[name]} here, and write its words`);
    else if (ours === first[name])
      warnings.push({
        file: ownFiles[name],
        field: name,
        message: `in ${firstLanguage} on the ${language} pages, by choice: it exports ${files[name]}’s`,
      });
    else
      compare(theirs, ours, [], (path, message) => report(path, message), {
        language,
        file: files[name],
      });
  }
  // The schemas, on the first language's site.ts with this language's words over it, and with
  // the first language's module where this one's is missing (reported above).
  const merged = {
    ...first,
    ...Object.fromEntries(Object.entries(translated).filter(([, value]) => value !== undefined)),
    site: { ...(first.site as object), ...site },
  };
  const reported = new Set(problems.map(({ file, field }) => `${file} › ${field}`));
  // A module kept in the first language by choice is checked as the first language's: its links
  // name the first language's pages, which lead to this language's (site-link.tsx). One missing
  // is reported missing above, and not again by the first language's fields in its place.
  const kept = new Set(
    (Object.keys(files) as Name[])
      .filter((name) => translated[name] === undefined || translated[name] === first[name])
      .map((name) => ownFiles[name]),
  );
  const firstOwn = new Set(
    validateContent(first, imageSize, today).map(({ field, message }) => `${field}: ${message}`),
  );
  for (const problem of validateContent(merged, imageSize, today, { files: ownFiles, prefix: `/${folder}` }))
    if (!reported.has(`${problem.file} › ${problem.field}`) && !kept.has(problem.file))
      if (!firstOwn.has(`${problem.field}: ${problem.message}`)) problems.push(problem);
  return { problems, warnings };
}

/**
 * Walks the first language's value, `theirs`, beside this language's, `ours`, reporting what
 * `ours` leaves out and each figure it writes differently. Its own extra fields are its own.
 */
function compare(
  theirs: unknown,
  ours: unknown,
  path: readonly PropertyKey[],
  report: (path: readonly PropertyKey[], message: string) => void,
  from: { language: string; file: string },
): void {
  if (theirs === undefined || typeof theirs === 'function') return;
  if (ours === undefined) {
    report(path, `is missing in ${from.language}, and ${from.file} has it: write it`);
    return;
  }
  if (Array.isArray(theirs)) {
    if (!Array.isArray(ours)) return; // the schema says what it must be
    if (ours.length !== theirs.length)
      report(
        path,
        `has ${ours.length} entries in ${from.language}, and ${theirs.length} in ${from.file}: a language lists the same ones, in the same order`,
      );
    else theirs.forEach((entry, at) => compare(entry, ours[at], [...path, at], report, from));
  } else if (theirs !== null && typeof theirs === 'object') {
    if (ours === null || typeof ours !== 'object') return;
    for (const [key, value] of Object.entries(theirs))
      compare(value, (ours as Record<string, unknown>)[key], [...path, key], report, from);
  } else if ((typeof theirs === 'number' || typeof theirs === 'boolean') && ours !== theirs)
    report(
      path,
      `is a figure, the same in every language: write ${String(theirs)}, as ${from.file} does`,
    );
}
