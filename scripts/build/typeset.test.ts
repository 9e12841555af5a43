import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'vite';
import { expect, onTestFinished, test } from 'vitest';
import { curlyQuotes } from '../../app/lib/curly-quotes.ts';
import { typesetPlugin } from './typeset.ts';

/** The module as the build gives it to the browser: its words typeset, without SmartyPants. */
function typeset(code: string): string {
  const { transform } = typesetPlugin();
  const run = transform as (this: unknown, code: string, id: string) => string;
  return run.call({ parse: parseAst }, code, path.resolve('app/content/words.ts'));
}

/** What a module's export is once it runs. */
const exported = async (code: string) =>
  ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { words: unknown }).words;

test('the build typesets a module as curlyQuotes would when it runs, values in templates included', async () => {
  const words = {
    heading: `Let's build "something" that lasts`,
    lead: `the owner's site`,
    nested: [{ "it's a key": `'quoted'` }],
  };
  const body = `({
    heading: ${JSON.stringify(words.heading)},
    owner: name,
    lead: \`\${name}'s site\`,
    nested: [{ "it's a key": "'quoted'" }],
    count: (count) => \`\${count} don't\`,
  })`;
  const built = typeset(`const name = 'Alex'; export const words = curlyQuotes${body};`);
  expect(built).not.toContain('curlyQuotes');
  const result = (await exported(built)) as Record<string, unknown>;
  const atRunTime = curlyQuotes({
    heading: words.heading,
    owner: 'Alex',
    lead: `Alex's site`,
    nested: words.nested,
  });
  expect({ ...result, count: undefined }).toEqual({ ...atRunTime, count: undefined });
  // Code is left as written: a plural worded by a function, as curlyQuotes leaves it.
  expect((result.count as (count: number) => string)(2)).toBe(`2 don't`);
});

test('a translation’s module is typeset in its folder’s language, by the build and when it runs', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'typeset-'));
  onTestFinished(() => rmSync(folder, { recursive: true }));
  const file = path.join(folder, 'app', 'content', 'de', 'words.ts');
  mkdirSync(path.dirname(file), { recursive: true });
  const library = pathToFileURL(path.resolve('app/lib/curly-quotes.ts')).href;
  const code = `export const words = curlyQuotes({ heading: 'Say "yes"' });`;
  writeFileSync(file, `import { curlyQuotes } from '${library}';\n${code}`);
  const atRunTime = ((await import(pathToFileURL(file).href)) as { words: unknown }).words;
  const { transform } = typesetPlugin();
  const run = transform as (this: unknown, code: string, id: string) => string;
  const built = await exported(run.call({ parse: parseAst }, code, file));
  expect(atRunTime).toEqual({ heading: 'Say „yes“' });
  expect(built).toEqual(atRunTime);
});
