/**
 * GitHub Pages has no local runtime, so these tests serve build/github-pages
 * the way it does (files as they are, no custom headers, 404.html with status
 * 404 for anything missing) from an origin of their own, under the site's
 * base path as a project site is (nothing answers outside it), and read the files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { caseStudyPath, homePath, notFoundPage } from '../../../app/content/pages.ts';
import { menuPages as pages, sitePages } from '../../../app/lib/site-pages.ts';
import { absoluteUrl, basePath, documentTitle, sitePath } from '../../../app/lib/meta.ts';
import { resumeFiles } from '../../../app/lib/vcard.ts';
import { languages } from '../../../app/lib/languages.ts';
import { CONTENT_TYPES, ruleFiles } from '../../../scripts/build/http-rules.ts';
import { asMeta, metaPolicy, policyFor } from '../../support/site-policy.ts';
import { FULL, expect, startApp, test } from '../fixtures.ts';
import { site } from '../../../app/content/site.ts';

const pagesDir = path.join(import.meta.dirname, '..', '..', '..', 'build', 'github-pages');
const ORIGIN = 'http://github-pages.test';
const read = (file: string) => readFileSync(path.join(pagesDir, file), 'utf8');

/** Answers requests to ORIGIN as GitHub Pages answers them. */
async function serveLikeGitHubPages(page: Page) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const inside = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : undefined;
    const candidates =
      inside === undefined ? [] : inside === '' ? ['index.html'] : [inside, `${inside}.html`];
    const file = candidates.find(
      (candidate) => existsSync(path.join(pagesDir, candidate)) && path.extname(candidate),
    );
    if (!file)
      return route.fulfill({
        status: 404,
        contentType: CONTENT_TYPES['.html'],
        body: read('404.html'),
      });
    await route.fulfill({
      status: 200,
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: readFileSync(path.join(pagesDir, file)),
    });
  });
}

test('the folder holds the site without the rule files, and a page at "/"', () => {
  for (const file of ruleFiles) expect(existsSync(path.join(pagesDir, file)), file).toBe(false);
  // GitHub Pages types a file by its extension: the resume's PDF and JSON, in each language,
  // need nothing more.
  const resumes = languages.flatMap((language) =>
    Object.values(resumeFiles(language)).map((file) => file.slice(1)),
  );
  for (const file of ['index.html', '404.html', 'home.html', 'sitemap.xml', ...resumes])
    expect(existsSync(path.join(pagesDir, file)), file).toBe(true);
});

test('"/" is a redirect page: meta refresh, canonical link, noindex, a visible link', () => {
  const html = read('index.html');
  expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${sitePath(homePath)}"/>`);
  expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(homePath)}"/>`);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain(`<a href="${sitePath(homePath)}">${site.words.homeLink}</a>`);
});

test('every document carries its own policy in a meta element', () => {
  const documents = readdirSync(pagesDir).filter((file) => file.endsWith('.html'));
  expect(documents).toEqual(expect.arrayContaining(['index.html', '404.html', 'home.html']));
  for (const file of documents) {
    const html = read(file);
    expect(metaPolicy(html), file).toBe(asMeta(policyFor(html)));
  }
});

test(
  '"/" lands on the home page, with and without JavaScript',
  { tag: FULL },
  async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await serveLikeGitHubPages(page);
      await page.goto(`${ORIGIN}${basePath}`);
      await expect(page).toHaveURL(`${ORIGIN}${sitePath(homePath)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    }
  },
);

test(
  'an unknown path gets the not-found page, which hydrates under its meta policy',
  { tag: FULL },
  async ({ page }) => {
    await serveLikeGitHubPages(page);
    // Also a slug projects.ts lacks, as a retired project's old address, which the app's
    // case-study route would match: the app starts as the not-found page all the same.
    for (const missing of ['/no-such-page', caseStudyPath('no-such-project')]) {
      const response = await page.goto(`${ORIGIN}${sitePath(missing)}`);
      expect(response?.status(), missing).toBe(404);
      await expect(page).toHaveTitle(documentTitle(notFoundPage.title));
      // A breach of its policy, or a page the app could not take over, fails the test (fixtures.ts).
      await startApp(page);
      await expect(page).toHaveURL(`${ORIGIN}${sitePath(missing)}`);
    }
  },
);

test('every page loads whole under the base path, and the app starts and navigates there', async ({
  page,
}) => {
  await serveLikeGitHubPages(page);
  for (const entry of sitePages) {
    await page.goto(`${ORIGIN}${sitePath(entry.path)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const [first, next] = pages;
  await page.goto(`${ORIGIN}${sitePath(first!.path)}`);
  await startApp(page);
  await page
    .getByRole('navigation', { name: site.words.navigation })
    .getByRole('link', { name: next!.label, exact: true })
    .click();
  await expect(page).toHaveURL(`${ORIGIN}${sitePath(next!.path)}`);
  await expect(page).toHaveTitle(documentTitle(next!.title));
  // A file that fails to load is logged, which fails the test (fixtures.ts).
});
