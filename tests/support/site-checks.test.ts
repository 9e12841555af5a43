import { expect, test } from 'vitest';
import {
  type Fetched,
  crawl,
  headingProblems,
  linkTextProblems,
  metaProblems,
  parseHtml,
} from './site-checks.ts';

const canonical = 'https://www.example.com/about';

function page(head: string, body = '<h1>About</h1>') {
  return parseHtml(
    `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`,
  );
}

const goodHead = `
  <title>About | Studio</title>
  <meta name="description" content="A description that is comfortably longer than fifty characters.">
  <link rel="canonical" href="${canonical}">
  <meta property="og:title" content="About"><meta property="og:description" content="d">
  <meta property="og:type" content="website"><meta property="og:url" content="${canonical}">
  <meta property="og:image" content="https://www.example.com/share.jpg"><meta property="og:image:alt" content="a">
  <meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="t">
  <meta name="twitter:description" content="d"><meta name="twitter:image" content="i">
  <meta name="theme-color" content="#000">`;

test('heading check: passes one h1 with nested levels, catches a second h1 and a skipped level', () => {
  expect(headingProblems(page('', '<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>'))).toEqual([]);
  expect(headingProblems(page('', '<h1>A</h1><h1>B</h1>'))).toEqual(['expected one h1, found 2']);
  expect(headingProblems(page('', '<h1>A</h1><h3>Deep</h3>'))).toEqual([
    '"Deep" (h3) skips a level after "A" (h1)',
  ]);
});

test('meta check: passes complete tags, catches a short description and a wrong canonical', () => {
  expect(metaProblems(page(goodHead), { canonical })).toEqual([]);
  const short = goodHead.replace(/content="A description[^"]*"/, 'content="Too short."');
  expect(metaProblems(page(short), { canonical })).toEqual([
    'the meta description is 10 characters; it should be 50 to 160',
  ]);
  const elsewhere = goodHead.replace(`<link rel="canonical" href="${canonical}">`, '');
  expect(metaProblems(page(elsewhere), { canonical })).toContain(
    `canonical should be ${canonical}, found none`,
  );
});

test('link check: catches vague text and external links that hide where they go', () => {
  expect(linkTextProblems(page('', '<a href="/contact">Contact me</a>'))).toEqual([]);
  expect(linkTextProblems(page('', '<a href="/contact">click here</a>'))).toEqual([
    'link to /contact says only "click here"',
  ]);
  expect(linkTextProblems(page('', '<a href="https://www.gsa.gov/">Agency</a>'))).toEqual([
    "external link to https://www.gsa.gov/ doesn't name gsa.gov or say it is external",
  ]);
});

function fakeSite(files: Record<string, string>) {
  return async (path: string): Promise<Fetched> =>
    path in files
      ? { status: 200, contentType: 'text/html', body: files[path]! }
      : { status: 404, contentType: 'text/html', body: '' };
}

test('crawl: reports a broken link, a missing image, a stray page and plain http', async () => {
  const site = fakeSite({
    '/home': `<a href="/about">About</a><a href="/gone">Gone</a><img src="/missing.png" alt="x">
      <a href="http://insecure.example.org/">Old</a><a href="https://www.example.com/home">Self</a>`,
    '/about':
      '<a href="/home">Home</a><img srcset="/a.avif 480w, /b.avif 800w" alt="y"><a href="/card.vcf">Card</a>',
    '/a.avif': '',
    '/b.avif': '',
  });
  const result = await crawl(site, {
    start: ['/home'],
    pagePaths: new Set(['/home', '/about']),
    siteUrl: 'https://www.example.com',
  });
  expect(result.pages).toEqual(['/home', '/about', '/gone']);
  expect(result.problems).toEqual([
    '/home links to http://insecure.example.org/, which is not https',
    '/gone is linked but is not a page in the route list',
    '/gone answered 404',
    '/missing.png answered 404',
    '/card.vcf answered 404',
  ]);
});

test('crawl: reads a page that answers 404 by design, and reports what it links to', async () => {
  const notFoundPage = '<a href="/home">Home</a><img src="/broken.png" alt="z">';
  const site = async (path: string): Promise<Fetched> =>
    path === '/home'
      ? { status: 200, contentType: 'text/html', body: '<a href="/nope">Nope</a>' }
      : { status: 404, contentType: 'text/html', body: notFoundPage };
  const result = await crawl(site, {
    start: ['/home', '/nope'],
    pagePaths: new Set(['/home', '/nope']),
    siteUrl: 'https://www.example.com',
    notFound: new Set(['/nope']),
  });
  expect(result.pages).toEqual(['/home', '/nope']);
  expect(result.problems).toEqual(['/broken.png answered 404']);
});
