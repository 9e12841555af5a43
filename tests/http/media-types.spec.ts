/** Every file the build writes goes with its media type, on every host runtime. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CONTENT_TYPES,
  mediaTypeOf,
  ruleFiles,
  typedFiles,
} from '../../scripts/build/http-rules.ts';
import { expectRevalidation, has } from './runtimes.ts';

const clientDir = path.join(import.meta.dirname, '..', '..', 'build', 'client');

test('every kind of file the build writes goes with its media type, and each feed and the contact card with theirs', async ({
  request,
}) => {
  // One file of each extension, and each file whose type its extension does not say.
  const byExtension = new Map<string, string>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).toSorted()) {
    const extension = path.extname(file);
    if (extension && !byExtension.has(extension) && !ruleFiles.includes(file))
      byExtension.set(extension, `/${file.split(path.sep).join('/')}`.replace(/\.html$/, ''));
  }
  expect([...byExtension.keys()].filter((extension) => !CONTENT_TYPES[extension])).toEqual([]);
  // netlify dev's types for the files typed by path are its own (runtimes.ts).
  const typed = typedFiles.map((file) => file.path);
  const urls = [...new Set([...byExtension.values(), ...typed])].filter(
    (url) => !(has('rulesTypeNoFile') && typed.includes(url)),
  );
  const expected = (url: string) =>
    has('ownScriptType') && url.endsWith('.js') ? 'application/javascript' : mediaTypeOf(url)!;
  const sent: string[] = [];
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    if (!url.startsWith('/assets/')) expectRevalidation(response, url);
    // The type itself, and its charset where the site names one; a host may name one for text.
    const [type, charset] = (response.headers()['content-type'] ?? '(none)').split('; ');
    sent.push(`${url}: ${type}${expected(url).includes('; ') ? `; ${charset}` : ''}`);
  }
  expect(sent).toEqual(urls.map((url) => `${url}: ${expected(url)}`));
});
