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
  'screenshots/embassies-dark.jpg':
    '2cd55d54630728cc7dbcbf6f4cc832aed4716998b2120a41083b4ec40a76b014',
  'screenshots/embassies.jpg': 'd393184f6922124bb91daa3fa539e2d91ff284e8b82df5e55fef79171e2cbb3d',
  'screenshots/faith-foundation-dark.jpg':
    '2384edab9e59b17da874affdc60a81fe9e86b1316c2fe6e972b41dec1e519741',
  'screenshots/faith-foundation.jpg':
    '19c09c37bb032bea211135209d9c8e2007ce46d0d3b49650a72875885ad8f094',
  'screenshots/gsa-blog-dark.jpg':
    'e344ea40187c7701012c517546fa752a5102fd105e8285ebbd3d5d17795fba28',
  'screenshots/gsa-blog.jpg': 'fee40db3ec2049f2aeab21807d19a908c9f45b1f90a38811f5b4499ffdcdae11',
  'screenshots/gsa-home-dark.jpg':
    '30d9c907737f4e68b790f74e765de022fde6106af8caaded65070ea5774690b4',
  'screenshots/gsa-home.jpg': 'ea853eab0fc71bc243a996167dedb84b0cec07ba06bb9b68ecc018700aa6b3a0',
  'screenshots/journal-issue-1-dark.jpg':
    'c4981fc12c5050bc99f9c72252ced7759c269bdc0db205fb1f7ce6cbc9a9a0ab',
  'screenshots/journal-issue-1.jpg':
    '17e5cdd753ac26740958814eaaf5db800c5c093d96e21d2ac8a32166b6e0a33d',
  'screenshots/journal-issue-2-dark.jpg':
    '43e81635534dbdc2c54770cf186d3686bc323f2070c118b263b3cdd290b8534c',
  'screenshots/journal-issue-2.jpg':
    '3d28ff03216e60bc041677ce5a7de52bf924dbf5ccfcf86ad3f97c18764f9863',
  'screenshots/montgomery-libraries-dark.jpg':
    '6c7ad7a3e0bb0667ce9bbdf70b3b28258228fab41bffa08ee142cd795de3945e',
  'screenshots/montgomery-libraries.jpg':
    'fbb38cadb01ee752583436f671eaa8171f57db747cca7a286f87eaf8b9b8ca6d',
  'screenshots/noaa-catalog-dark.jpg':
    'f3fc173021bb89c3af0974e7d1c2afc0a7c3cc1506241c833b7918bf1f435a71',
  'screenshots/noaa-catalog.jpg':
    '001ef087ed3620767a908d05ab8276648be1d261a2ab7d0e066abbf0180b5013',
  'screenshots/noaa-dashboard-dark.jpg':
    'f7d6f7c78f6c5c2678ce4188470ab33821273de98f4353fa5f9dfda2e9b945fe',
  'screenshots/noaa-dashboard.jpg':
    'dfa6b06a9b7310109c49e82b29a5b4279d995d38e08980e056a866a1953327c9',
  'screenshots/noaa-editor-dark.jpg':
    '240de8c3bf38a5c171bbfffeca18d3f1016a3c22f13e44b2c815b7fccf18b769',
  'screenshots/noaa-editor.jpg': '88b05789cf0106fa568fbe5ed19ce27995f82f896d24809a0387cc94ca0950f9',
  'screenshots/noaa-validator-dark.jpg':
    '428712455ebcdc2fd963d0c8c1fc7f2368f30d2f4784a45ac08f996aa89f95ca',
  'screenshots/noaa-validator.jpg':
    'ce6101d2aba2da3dbc41b2844d0898ac4dfd7e8051502d32135e2009ac553a32',
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
    const dark = named.includes(`"dark":${JSON.stringify(path.basename(file))}`);
    return [
      {
        file: `app/content/images/${file}`,
        field: 'picture',
        message: dark
          ? 'is a stand-in the project ships, for the dark theme: replace it with your picture drawn dark (same name and size), or delete the `dark` field that names it'
          : 'is a stand-in the project ships: replace the file with your own picture (same name and shape), then its alt text',
      },
    ];
  });
}
