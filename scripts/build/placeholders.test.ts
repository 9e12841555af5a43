import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { siteContent } from '../../app/content/validate.ts';
import { placeholderWarnings } from './placeholders.ts';

const images = mkdtempSync(path.join(tmpdir(), 'images-'));
afterAll(() => rmSync(images, { recursive: true }));
cpSync(path.join(import.meta.dirname, '..', '..', 'app', 'content', 'images'), images, {
  recursive: true,
});
const named = (content: unknown) =>
  placeholderWarnings(content, images).map((warning) => warning.file);
// The stand-ins the content still shows: none once the owner has replaced them all.
const [standIn] = named(siteContent);

test.skipIf(standIn === undefined)(
  'a stand-in picture the content shows is named until its file is replaced',
  () => {
    const before = named(siteContent);
    writeFileSync(
      path.join(images, standIn!.replace('app/content/images/', '')),
      'the owner’s own picture',
    );
    expect(named(siteContent)).toEqual(before.filter((file) => file !== standIn));
  },
);

test('a stand-in no content names is not named, but the logo, which every page shows', () => {
  expect(named({}).filter((file) => file !== 'app/content/images/logo.svg')).toEqual([]);
});
