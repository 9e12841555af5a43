/**
 * Each language's content as the tests read it: the module a language's folder holds for a
 * page, so that what a test expects of a page comes from the words of its own language.
 */
import type { Language } from '../../app/lib/languages.ts';

/** The file of each export whose file has another name. */
const FILES: Readonly<Record<string, string>> = { portfolio: 'projects' };

/** What `language`'s content module exports as `name` ("home", "portfolio"). */
export async function contentOf<Content>(language: Language, name: string): Promise<Content> {
  const folder = language.folder === '' ? '' : `${language.folder}/`;
  const file = new URL(`../../app/content/${folder}${FILES[name] ?? name}.ts`, import.meta.url);
  return ((await import(file.href)) as Record<string, Content>)[name] as Content;
}
