import { expect, test } from 'vitest';
import { pageContent } from './content-in.ts';
import { languages } from './languages.ts';

test('a page of the owner’s own whose words are missing in a language names the file to write', async () => {
  for (const language of languages)
    await expect(pageContent('a-page-never-written', language)).rejects.toThrow(
      `app/content/${language.folder === '' ? '' : `${language.folder}/`}a-page-never-written.ts is missing: write the page's words there`,
    );
});
