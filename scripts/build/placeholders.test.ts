import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

test.skipIf(standIn === undefined)(
  'a stand-in named as a dark version says so, and how to go without one',
  () => {
    const pictures = readdirSync(path.join(images, 'screenshots'));
    const warned = (field: 'file' | 'dark') =>
      placeholderWarnings(
        pictures.map((file) => ({ [field]: file })),
        images,
      ).filter((warning) => warning.file !== 'app/content/images/logo.svg');
    expect(warned('dark').length).toBeGreaterThan(0);
    for (const warning of warned('dark')) expect(warning.message).toMatch(/dark theme.*`dark`/);
    for (const warning of warned('file')) expect(warning.message).not.toMatch(/dark/);
  },
);
