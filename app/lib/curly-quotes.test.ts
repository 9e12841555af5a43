import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { curlyQuotes, curlyQuotesIn, languageOf } from './curly-quotes.ts';

test('every string of a content module, at any depth, gets curly quotes; nothing else changes', () => {
  const content = {
    heading: "Let's talk",
    steps: [{ label: 'A "free" consult', hours: 2 }],
    url: 'https://example.com/a-b',
    note: 'Wait -- really...',
    path: 'C:\\sites\\-old',
    featured: null,
  };
  expect(curlyQuotes(content, 'en')).toEqual({
    heading: 'Let’s talk',
    steps: [{ label: 'A “free” consult', hours: 2 }],
    url: 'https://example.com/a-b',
    note: 'Wait -- really...',
    path: 'C:\\sites-old',
    featured: null,
  });
});

test('double quotes take the shape of the language, and the apostrophe stays one', () => {
  const text = `The owner's "own" words`;
  expect(curlyQuotes(text, 'es')).toBe('The owner’s «own» words');
  expect(curlyQuotes(text, 'de-AT')).toBe('The owner’s „own“ words');
  expect(curlyQuotes(text, 'uk')).toBe('The owner’s «own» words');
  // French sets a narrow no-break space inside its guillemets.
  expect(curlyQuotes(text, 'fr')).toBe('The owner’s «\u202fown\u202f» words');
  // A language Typograf has no rules for keeps SmartyPants' quotes.
  expect(curlyQuotes(text, 'tlh')).toBe('The owner’s “own” words');
});

test('a module is in its folder’s language, or in site.ts’s at the top of app/content/', () => {
  const content = path.join(mkdtempSync(path.join(tmpdir(), 'language-')), 'app', 'content');
  mkdirSync(content, { recursive: true });
  onTestFinished(() => rmSync(path.dirname(path.dirname(content)), { recursive: true }));
  writeFileSync(path.join(content, 'site.ts'), `export const site = {\n  language: 'pt-BR',\n};\n`);
  expect(languageOf(path.join(content, 'home.ts'))).toBe('pt-BR');
  expect(languageOf(path.join(content, 'uk', 'home.ts'))).toBe('uk');
  expect(languageOf('C:\\site\\app\\content\\de-AT\\home.ts')).toBe('de-AT');
});

test('in HTML, code keeps its straight quotes', () => {
  expect(curlyQuotesIn('<p>"Ship it," she said: <code>"npm test"</code></p>', 'es')).toBe(
    '<p>«Ship it,» she said: <code>"npm test"</code></p>',
  );
});
