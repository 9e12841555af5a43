/**
 * The pictures the project ships as stand-ins for the owner's own: each by
 * its file in app/content/images/ and the SHA-256 of the bytes it shipped
 * with. A file the content shows that still has those bytes is a stand-in,
 * and check-content and the build say so; once replaced, it is the owner's,
 * whatever it shows. Nothing is guessed from the pixels.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from '../../app/content/validate.ts';

const PLACEHOLDERS: Readonly<Record<string, string>> = {
  'logo.svg': '3d17d636f2201ce7d6dfae3e6afc8e5a0f6b93c27e8a4324477296fe50ec06df',
  'portrait.jpg': 'a4e553888e2a5ee9e305e4748cbf61680aad37ff0ef5d0da0fd7dbdffc621dcc',
  'screenshots/embassies.jpg': 'c7ee113c41b661c3369e6a7819df44e470a20db420ddaa73914281e4978d84fe',
  'screenshots/faith-foundation.jpg':
    'a9a56785976798804d6fe7e7aec01eeb32e0148b68cda311cf4a4f0c9b63f4cd',
  'screenshots/gsa-blog.jpg': '3fd27dbc7d0113bc229ef8c7699a37e9a1d0e8f46c1b7f4bb5d9532aa84b052d',
  'screenshots/gsa-home.jpg': 'd39bb9aecc866c4c8b1a5b6a3682965eca4aa190e5572a9dcdb3bdf07b4f3c8e',
  'screenshots/journal-issue-1.jpg':
    '5f7d53f929c10fdba5fa9b65ba987761439a75ccb617b7c8a2c65ab3ea9818d1',
  'screenshots/journal-issue-2.jpg':
    'fc5f91985493355d1a4346ca1ec7d4ef04de87c1003856e76d57bbbd8018f030',
  'screenshots/montgomery-libraries.jpg':
    '2f4d0faa65e6ad51df3d56f9c74f12158089f635f4da4ebdaa5b10c3a5a6112e',
  'screenshots/noaa-catalog.jpg':
    '71da1a30a66d98dfde10e392ac7c2021c4bee191188870beab6f88a31d68a0f9',
  'screenshots/noaa-dashboard.jpg':
    'ce67b204612d9f9731f8e8616e674307350317b5dc2381b1d9a3920bb32c49cf',
  'screenshots/noaa-editor.jpg': 'cb3d713ef96d489286204a76ea3991526f8f43224be8e5ded44b02d30c4bd01c',
  'screenshots/noaa-validator.jpg':
    'be086ebde98e711f1c6bb97e4f7a3440108233ef8f88605ee9673597477969b3',
};

/** The stand-ins every page shows, whatever the content names: the components import the logo. */
const ALWAYS_SHOWN = new Set(['logo.svg']);

/** A warning for each stand-in in `imagesDir` that the site shows: the logo, and what the content (any value of it) names. */
export function placeholderWarnings(content: unknown, imagesDir: string): ContentProblem[] {
  const named = JSON.stringify(content);
  return Object.entries(PLACEHOLDERS).flatMap(([file, sha256]) => {
    const at = path.join(imagesDir, file);
    const shown = ALWAYS_SHOWN.has(file) || named.includes(JSON.stringify(path.basename(file)));
    if (!shown || !existsSync(at)) return [];
    if (createHash('sha256').update(readFileSync(at)).digest('hex') !== sha256) return [];
    return [
      {
        file: `app/content/images/${file}`,
        field: 'picture',
        message:
          'is a stand-in the project ships: replace the file with your own picture (same name and shape), then its alt text',
      },
    ];
  });
}
