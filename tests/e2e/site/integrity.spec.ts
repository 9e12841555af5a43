import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate, formatterFactory } from 'html-validate';
import { site } from '../../../app/content/site.ts';
import { languages } from '../../../app/lib/languages.ts';
import { crawl } from '../../support/site-checks.ts';
import { expect, inSite, pages, test } from '../fixtures.ts';

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

test('every built HTML file is valid HTML', async () => {
  const files = (await readdir(clientDir, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(clientDir, file));
  // The pages and each language's 404.html, and the redirect page GitHub Pages serves at "/".
  expect(files.length).toBe(pages.length + languages.length);
  files.push(path.join(clientDir, '..', 'github-pages', 'index.html'));
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
      // The tier table writes its elements' roles out: on a phone its rows are laid
      // out as blocks, and WebKit then stops exposing a table (pricing-table.tsx).
      'no-redundant-role': 'off',
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
