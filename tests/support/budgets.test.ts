import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { budgetProblems, budgets, overLimit, scriptGraph } from './budgets.ts';

const WHERE = (limit: string) => `; the limit is budgets.${limit} in tests/support/budgets.ts`;

/** A throwaway build folder with the given files. */
function fakeBuild(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

// Random bytes do not compress: n KB of them stay about n KB gzip.
const incompressible = (kilobytes: number) => randomBytes(kilobytes * 1024);

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}<script type="module">import("/assets/entry.js")</script></body></html>`;

test('follows static imports, not dynamic ones', () => {
  const dir = fakeBuild({
    'assets/entry.js':
      'import{a as b}from"./chunk.js";import"./polyfill.js";const l=()=>import("./later.js");',
    'assets/chunk.js': 'export const a=1;',
    'assets/polyfill.js': '',
    'assets/later.js': '',
  });
  expect(scriptGraph(dir, page('')).found.toSorted()).toEqual([
    '/assets/chunk.js',
    '/assets/entry.js',
    '/assets/polyfill.js',
  ]);
});

test('a site within every budget passes', () => {
  const dir = fakeBuild({
    'home.html': page('<style>body{margin:0}</style>', '<img src="/logo.svg" alt="">'),
    'assets/entry.js': incompressible(80),
    'logo.svg': '<svg/>',
  });
  expect(budgetProblems(dir, [{ route: '/home', file: 'home.html' }])).toEqual([]);
});

test('a referenced script that is not in the build is a problem, not 0 KB', () => {
  const dir = fakeBuild({
    'home.html': page(''),
    'assets/entry.js': 'import"./vendor.js";import"./gone.js";',
    'assets/vendor.js': incompressible(80),
  });
  expect(budgetProblems(dir, [{ route: '/home', file: 'home.html' }])).toEqual([
    '/home: script /assets/gone.js is referenced but not in the build',
  ]);
});

test('too little JavaScript means the checker lost track of the scripts', () => {
  const dir = fakeBuild({
    'home.html': page(''),
    'assets/entry.js': incompressible(budgets.javascriptMinKb - 10),
  });
  expect(budgetProblems(dir, [{ route: '/home', file: 'home.html' }])).toEqual([
    "/home: JavaScript 50.0 KB < 60 KB: the checker is not finding the page's scripts",
  ]);
  const noScripts = fakeBuild({ 'home.html': '<!DOCTYPE html><html><body></body></html>' });
  expect(budgetProblems(noScripts, [{ route: '/home', file: 'home.html' }])).toEqual([
    "/home: JavaScript 0.0 KB < 60 KB: the checker is not finding the page's scripts",
  ]);
});

test('names the route and the heaviest script when JavaScript is over budget', () => {
  const dir = fakeBuild({
    'home.html': page(''),
    'assets/entry.js': 'import"./vendor.js";',
    'assets/vendor.js': incompressible(budgets.javascriptKb + 5),
  });
  expect(budgetProblems(dir, [{ route: '/home', file: 'home.html' }])).toEqual([
    expect.stringMatching(
      new RegExp(
        `^/home: JavaScript ${budgets.javascriptKb + 5}\\.\\d KB > ${budgets.javascriptKb} KB \\(largest: /assets/vendor\\.js ${budgets.javascriptKb + 5}\\.\\d KB\\); the limit is budgets\\.javascriptKb in tests/support/budgets\\.ts$`,
      ),
    ),
  ]);
});

test('blames the scripts a page loads that not every page does, largest first', () => {
  const dir = fakeBuild({
    'home.html': page(''),
    'portfolio.html': page('', '<script type="module" src="/assets/portfolio.js"></script>'),
    'assets/entry.js': incompressible(budgets.javascriptKb - 20),
    'assets/portfolio.js': 'import"./projects.js";import"./card.js";',
    'assets/projects.js': incompressible(15),
    'assets/card.js': incompressible(6),
  });
  const routes = [
    { route: '/home', file: 'home.html' },
    { route: '/portfolio', file: 'portfolio.html' },
  ];
  expect(budgetProblems(dir, routes)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^/portfolio: JavaScript ${budgets.javascriptKb + 1}\\.\\d+ KB > ${budgets.javascriptKb} KB \\(this page's own: /assets/projects\\.js 15\\.\\d KB, /assets/card\\.js 6\\.\\d KB, /assets/portfolio\\.js 0\\.\\d KB; the rest is shared by every page\\); the limit is budgets\\.javascriptKb in tests/support/budgets\\.ts$`,
      ),
    ),
  ]);
});

test('shows as many decimals as it takes to see a size is over its limit', () => {
  expect(overLimit(120.04, 120)).toBe('120.04');
  expect(overLimit(12.5004, 12.5)).toBe('12.500');
  expect(overLimit(12.56, 12.5)).toBe('12.6');
  expect(overLimit(125.3, 120)).toBe('125.3');
});

test('names the route and file for CSS, HTML, font and above-the-fold image budgets', () => {
  const dir = fakeBuild({
    'about.html': page(
      `<link rel="stylesheet" href="/assets/big.css"><link rel="preload" as="font" href="/f1.woff2"><link rel="preload" as="font" href="/f2.woff2"><link rel="preload" as="font" href="/f3.woff2">`,
      `<picture><source type="image/avif" srcset="/small.avif 480w, /hero.avif 1200w"><img src="/hero.jpg" alt=""></picture><!-- ${incompressible(13).toString('base64')} --><img src="/below.jpg" loading="lazy" alt="">`,
    ),
    'assets/entry.js': incompressible(80),
    'assets/big.css': incompressible(21),
    'f1.woff2': incompressible(10),
    'f2.woff2': incompressible(10),
    'f3.woff2': incompressible(50),
    'small.avif': incompressible(1),
    'hero.avif': incompressible(101),
    'below.jpg': incompressible(500),
  });
  const problems = budgetProblems(dir, [{ route: '/about', file: 'about.html' }]);
  expect(problems).toEqual([
    expect.stringMatching(
      /^\/about: HTML above the fold \(about\.html, up to its first lazy image\) \d+\.\d KB > 12\.5 KB; .+budgets\.htmlKb/,
    ),
    expect.stringMatching(/^\/about: CSS 21\.\d KB > 20 KB; .+budgets\.cssKb/),
    `/about: 3 fonts preloaded > 2${WHERE('fontFiles')}`,
    `/about: preloaded fonts 70.0 KB > 60 KB${WHERE('fontKb')}`,
    `/about: above-the-fold image /hero.avif 101.0 KB > 100 KB${WHERE('aboveFoldImagesKb')}`,
    `/about: above-the-fold images 101.0 KB > 100 KB${WHERE('aboveFoldImagesKb')}`,
  ]);
});

test('exactly at a limit is within it; a lazy image and a srcset’s smaller sizes do not count', () => {
  const dir = fakeBuild({
    'home.html': page(
      '<link rel="preload" as="font" href="/f1.woff2"><link rel="preload" as="font" href="/f2.woff2">',
      '<picture><source srcset="/small.avif 480w,  /large.avif 1200w"><img src="/x.jpg" alt=""></picture><img src="/lazy.jpg" loading="lazy" alt=""><style>a{b:c}</style>',
    ),
    'assets/entry.js': incompressible(80),
    'f1.woff2': incompressible(30),
    'f2.woff2': incompressible(30),
    'small.avif': incompressible(150),
    'large.avif': incompressible(90),
    'lazy.jpg': incompressible(500),
  });
  expect(budgetProblems(dir, [{ route: '/home', file: 'home.html' }])).toEqual([]);
  expect(
    budgetProblems(dir, [{ route: '/home', file: 'home.html' }], {
      ...budgets,
      aboveFoldImagesKb: 89,
      fontFiles: 1,
    }),
  ).toEqual([
    `/home: 2 fonts preloaded > 1${WHERE('fontFiles')}`,
    `/home: above-the-fold image /large.avif 90.0 KB > 89 KB${WHERE('aboveFoldImagesKb')}`,
    `/home: above-the-fold images 90.0 KB > 89 KB${WHERE('aboveFoldImagesKb')}`,
  ]);
});

test('below the fold, HTML counts only towards the whole page’s limit', () => {
  const below = (kilobytes: number) =>
    page(
      '',
      `<h1>Portfolio</h1><img src="/a.jpg" loading="lazy" alt=""><!-- ${incompressible(kilobytes).toString('base64')} -->`,
    );
  const dir = fakeBuild({
    'short.html': below(20),
    'long.html': below(45),
    'assets/entry.js': incompressible(80),
    'a.jpg': '',
  });
  expect(budgetProblems(dir, [{ route: '/short', file: 'short.html' }])).toEqual([]);
  expect(budgetProblems(dir, [{ route: '/long', file: 'long.html' }])).toEqual([
    expect.stringMatching(
      /^\/long: HTML \(long\.html\) 4\d\.\d KB > 40 KB; .+budgets\.htmlTotalKb/,
    ),
  ]);
});
