import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate, formatterFactory } from 'html-validate';
import { site } from '../../../app/content/site.ts';
import { languages } from '../../../app/lib/languages.ts';
import { crawl } from '../../support/site-checks.ts';
import { FULL, expect, inSite, pages, test } from '../fixtures.ts';

const clientDir = path.join(import.meta.dirname, '..', '..', '..', 'build', 'client');

test('a crawl of the built site finds no broken link, missing asset or stray page', async ({
  request,
}) => {
  const documents = [...pages.map((page) => page.path), '/no-such-page'].map(inSite);
  const result = await crawl(
    async (urlPath) => {
      const response = await request.get(urlPath);
      return {
        status: response.status(),
        contentType: response.headers()['content-type'] ?? '',
        body: (response.headers()['content-type'] ?? '').startsWith('text/html')
          ? await response.text()
          : '',
      };
    },
    {
      start: [inSite('/home'), inSite('/no-such-page')],
      pagePaths: new Set(documents),
      // Absolute links to the site are followed as paths on its origin.
      siteUrl: new URL(site.siteUrl).origin,
      // The not-found page answers 404 by design, and its links and assets are crawled too.
      notFound: new Set([inSite('/no-such-page')]),
    },
  );
  expect(result.problems).toEqual([]);
  expect(result.pages.toSorted()).toEqual(documents.toSorted());
  expect(result.assets.length).toBeGreaterThan(40);
});

test('the build ships each file once: no two assets with the same bytes', async () => {
  const assets = path.join(clientDir, 'assets');
  const names = new Map<string, string[]>();
  // Scripts aside: two languages' modules may hold the same words (an empty list), and a page
  // loads its own language's.
  for (const file of (await readdir(assets)).filter((name) => !name.endsWith('.js'))) {
    const digest = createHash('sha256')
      .update(await readFile(path.join(assets, file)))
      .digest('hex');
    names.set(digest, [...(names.get(digest) ?? []), file]);
  }
  // One image under two names (".jpg" and ".jpeg") means the pages and the
  // app's script point at different copies: a visitor downloads it twice.
  expect([...names.values()].filter((files) => files.length > 1)).toEqual([]);
});

/** The pages and each language's 404.html, and the redirect page GitHub Pages serves at "/". */
async function htmlFiles() {
  const files = (await readdir(clientDir, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(clientDir, file));
  expect(files.length).toBe(pages.length + languages.length);
  return [...files, path.join(clientDir, '..', 'github-pages', 'index.html')];
}

test('every built HTML file is valid HTML', async () => {
  const files = await htmlFiles();
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // Style preferences, not errors: React writes <link/>, async="" and charSet.
      'void-style': 'off',
      'attribute-boolean-style': 'off',
      'attr-case': 'off',
      // React's useId ids ("_R_r35_") are valid HTML; the strict mode wants a leading letter.
      'valid-id': ['error', { relaxed: true }],
      // The phone number's groups are kept whole by CSS (white-space: nowrap), so a copied
      // number stays plain ASCII; this rule only sees characters and wants U+2011 instead.
      'tel-non-breaking': 'off',
      // The menu is rendered twice, as the handset dialog and the desktop panel;
      // CSS shows one, so only one "Main" navigation is ever exposed.
      'unique-landmark': 'off',
      // Advice for search results, not validity: a title is the page's and the studio's
      // names as the owner writes them, and search results shorten a long one themselves.
      'long-title': 'off',
    },
  });
  const format = formatterFactory('text');
  for (const file of files) {
    const report = await validator.validateString(await readFile(file, 'utf8'), file);
    expect(report.valid, format(report.results)).toBe(true);
  }
});

test(
  'the W3C Nu Html Checker finds no HTML error in any built HTML file',
  { tag: FULL },
  async () => {
    const checker = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    // Its CSS parser predates container queries, @starting-style and view transitions: its CSS
    // messages are about the checker, not the page.
    const run = spawnSync(
      'java',
      [
        '-jar',
        checker,
        '--errors-only',
        '--format',
        'json',
        '--filterpattern',
        'CSS: .*',
        ...(await htmlFiles()),
      ],
      { encoding: 'utf8' },
    );
    if (run.error)
      throw new Error(
        `The checker needs Java 11 or newer on the PATH (docs/testing.md): ${run.error.message}`,
      );
    const { messages } = JSON.parse(run.stderr) as {
      messages: { url: string; lastLine?: number; message: string }[];
    };
    expect(
      messages.map(
        ({ url, lastLine, message }) =>
          `${path.relative(clientDir, new URL(url).pathname)}:${lastLine}: ${message}`,
      ),
    ).toEqual([]);
  },
);
