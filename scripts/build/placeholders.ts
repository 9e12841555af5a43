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
  'screenshots/embassies.jpg': '7d834bb3241f69d7e59a00483ebbd07f30c057969c95d497e0eb44d2f8328ba4',
  'screenshots/faith-foundation.jpg':
    '0354d43c0938d01a1cbe2efca12f8349694af15a13bac08b920eb8b4c9a23e14',
  'screenshots/gsa-blog.jpg': '082e9cdd87c158adbd6d126d099c67edf8cfc8f1b31fb2efcb172c424218e6de',
  'screenshots/gsa-home.jpg': '4fef9b22003428a5a7fff8936086125851985ca4b842c4612e9a05a0e238f349',
  'screenshots/journal-issue-1.jpg':
    'f79437d1279bfdcc77c9a6d742f7005a835408babc85219ce96fc37fdfe1f5f3',
  'screenshots/journal-issue-2.jpg':
    '1f21ebfea95d9a4bf2a57551db2eff407b6b22d59bd27dc45ae6dc728d5ac397',
  'screenshots/montgomery-libraries.jpg':
    '88abbe5d74b12cd6e6750937e80dfa1c35e5ffe2a8cdf6fe84452b2a2a63b125',
  'screenshots/noaa-catalog.jpg':
    '3ff1bee0e8c640c3f688ea24304a473c212dd4da69a64284c2dc1eef22345110',
  'screenshots/noaa-dashboard.jpg':
    '763be311224f570746665d26caf8e4194e34f6fc95e721ef7b45cd30dad03be9',
  'screenshots/noaa-editor.jpg': 'e9b6b9745cc17782bfb2b1c7519657ed96a1bf57148125f4e720c0bbe250e250',
  'screenshots/noaa-validator.jpg':
    '9b64e2f20a8ccd4ab97c4ace79ec65b018ccbba3cf73fea980c54269a33b21bc',
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
