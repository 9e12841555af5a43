import { expect, test } from 'vitest';
import { inLanguage, pageContent } from './content-in.ts';
import { languages } from './languages.ts';

test('a page of the owner’s own whose words are missing in a language names the file to write', async () => {
  for (const language of languages)
    await expect(pageContent('a-page-never-written', language)).rejects.toThrow(
      `app/content/${language.folder === '' ? '' : `${language.folder}/`}a-page-never-written.ts is missing: write the page's words there`,
    );
});

test('each language’s module is its own folder’s; a folder without one is named', async () => {
  const [first] = languages;
  const { about } = await import('../content/about.ts');
  expect(await inLanguage('about', first!)).toBe(about);
  for (const language of languages.slice(1))
    expect(await inLanguage('about', language)).toBe(
      ((await import(`../content/${language.folder}/about.ts`)) as { about: unknown }).about,
    );
  await expect(inLanguage('about', { ...first!, folder: 'xx' })).rejects.toThrow(
    'app/content/xx: a content module is missing',
  );
});
