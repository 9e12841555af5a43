import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { pages } from '../../../app/content/pages.ts';
import { withPolicyMeta } from '../csp.ts';
import { headerRules } from '../http-rules.ts';
import { hostFiles, writeHostFiles } from './index.ts';
import { nginxSiteConf } from './nginx.ts';
import { headersFile, redirectsFile } from './rule-files.ts';
import { serveConfig, servedFileGlob } from './serve.ts';
import type { BuiltSite, HostTarget } from './types.ts';

/** A policy per page that names its page, so a test can tell which page's it is. */
const policyOf = (pagePath: string) => `default-src 'self'; report-to ${pagePath.slice(1)}`;
const rules = headerRules(policyOf);

test('every header rule path is one the hosts understand', () => {
  expect(rules.map((rule) => rule.path)).toEqual([
    '/*',
    '/assets/*',
    ...pages.map((page) => page.path),
  ]);
});

test('no header is set by two rules that can match the same path', () => {
  const everywhere = new Set(Object.keys(rules.find((rule) => rule.path === '/*')!.headers));
  for (const rule of rules.filter((candidate) => candidate.path !== '/*')) {
    for (const name of Object.keys(rule.headers))
      expect(everywhere.has(name), `${rule.path}: ${name}`).toBe(false);
  }
});

test('writes Netlify and Cloudflare Pages files from the rules', () => {
  const file = headersFile(rules);
  expect(file).toMatch(/^\/\*\n {2}Strict-Transport-Security: /);
  const about =
    '  Cache-Control: public, max-age=0, must-revalidate\n' +
    "  Content-Security-Policy: default-src 'self'; report-to about\n";
  // At the URL Netlify and Cloudflare match, and at the file Netlify's local runtime matches.
  expect(file).toContain(`\n/about\n${about}`);
  expect(file).toContain(`\n/about.html\n${about}`);
  expect(file).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  expect(redirectsFile()).toBe('/ /home 301\n');
});

test('serve matches rules against flat files, and the later rule wins', () => {
  expect(servedFileGlob('/*')).toBe('**');
  expect(servedFileGlob('/assets/*')).toBe('assets/**');
  expect(servedFileGlob('/about')).toBe('about.html');
  expect(servedFileGlob('/404.html')).toBe('404.html');
  const config = serveConfig(rules);
  expect(config.headers[0]).toEqual({
    source: '**',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }],
  });
  expect(config.headers.slice(1).map((rule) => rule.source)).toEqual([
    ...rules.map((rule) => servedFileGlob(rule.path)),
    '*',
  ]);
  // Every file gets the headers every answer needs; only the files at the top
  // (pages, the 404 page) get the document headers, the assets beneath do not.
  const names = (source: string) =>
    config.headers
      .filter((rule) => rule.source === source)
      .flatMap((rule) => rule.headers.map((header) => header.key));
  expect(names('**')).toEqual(
    expect.arrayContaining([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Cross-Origin-Resource-Policy',
    ]),
  );
  expect(names('**')).not.toContain('Content-Security-Policy');
  expect(config.headers.find((rule) => rule.source === 'assets/**')?.headers).toEqual([
    { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
  ]);
  expect(names('*')).toEqual(['X-Frame-Options', 'Permissions-Policy']);
  // Each page gets its own policy, and nothing else does.
  expect(config.headers.find((rule) => rule.source === 'about.html')?.headers).toContainEqual({
    key: 'Content-Security-Policy',
    value: policyOf('/about'),
  });
  expect(config.redirects).toEqual([
    { source: '/', destination: '/home', type: 301 },
    { source: '/_headers', destination: '/.not-served', type: 302 },
    { source: '/_redirects', destination: '/.not-served', type: 302 },
  ]);
});

test('nginx repeats every header in each location that adds one, always', () => {
  const conf = nginxSiteConf(rules);
  const locations = conf.split(/\n(?=location )/).slice(1);
  expect(locations.length).toBeGreaterThan(5);
  for (const location of locations) {
    if (!location.includes('add_header')) continue;
    const documentHeaders = location.startsWith('location /assets/') ? [] : ['X-Frame-Options'];
    for (const name of ['Strict-Transport-Security', 'Cache-Control', ...documentHeaders])
      expect(location, location.split('\n')[0]).toMatch(
        new RegExp(`add_header ${name} "[^"]+" always;`),
      );
  }
  // Each page's location sends that page's policy.
  expect(conf).toMatch(
    /location = \/about \{[^}]*add_header Content-Security-Policy "default-src 'self'; report-to about" always;/,
  );
  expect(conf).toContain('location = / {\n  return 301 /home;\n}');
  expect(conf).toContain(
    'location /assets/ {\n' + '  add_header Strict-Transport-Security "max-age=63072000',
  );
  expect(conf).toMatch(/location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000/);
  expect(conf).toContain('error_page 404 /404.html;');
});

const site = (buildDir: string): BuiltSite => ({
  buildDir,
  clientDir: path.join(buildDir, 'client'),
  rules,
  rootRedirectHtml: '<title>Redirecting</title>',
});

test('two hosts may share a file only if they agree on it', () => {
  const one: HostTarget = { name: 'One', files: () => ({ 'client/_headers': 'a' }) };
  const same: HostTarget = { name: 'Same', files: () => ({ 'client/_headers': 'a' }) };
  const other: HostTarget = { name: 'Other', files: () => ({ 'client/_headers': 'b' }) };
  expect([...hostFiles(site('/x'), [one, same]).keys()]).toEqual(['client/_headers']);
  expect(() => hostFiles(site('/x'), [one, other])).toThrow(
    'Other and One disagree on build/client/_headers',
  );
});

test('GitHub Pages gets the site without rule files, with the redirect page at "/"', async () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'hosts-'));
  await mkdir(path.join(buildDir, 'client', 'assets'), { recursive: true });
  const home = '<meta charset="utf-8"/><script>home()</script>';
  // The build gives the 404 page its meta policy already, for every host.
  const notFound = withPolicyMeta('<meta charset="utf-8"/><script>notFound()</script>');
  await writeFile(path.join(buildDir, 'client', 'home.html'), home);
  await writeFile(path.join(buildDir, 'client', '404.html'), notFound);
  await writeFile(path.join(buildDir, 'client', 'assets', 'app.js'), 'js');
  await writeHostFiles(site(buildDir));
  const pagesDir = path.join(buildDir, 'github-pages');
  expect(readdirSync(pagesDir).toSorted()).toEqual([
    '404.html',
    'assets',
    'home.html',
    'index.html',
  ]);
  expect(readFileSync(path.join(pagesDir, '404.html'), 'utf8')).toBe(notFound);
  expect(readFileSync(path.join(pagesDir, 'index.html'), 'utf8')).toBe(
    '<title>Redirecting</title>',
  );
  // No header can carry a page's policy there, so the page carries it; the other hosts' copy does not.
  expect(readFileSync(path.join(pagesDir, 'home.html'), 'utf8')).toBe(withPolicyMeta(home));
  expect(readFileSync(path.join(buildDir, 'client', 'home.html'), 'utf8')).toBe(home);
  expect(readdirSync(path.join(buildDir, 'client')).toSorted()).toEqual([
    '404.html',
    '_headers',
    '_redirects',
    'assets',
    'home.html',
  ]);
  expect(readdirSync(path.join(buildDir, 'nginx')).toSorted()).toEqual([
    'brotli.conf',
    'html',
    'site.conf',
  ]);
});

test('nginx gets the site without rule files, and replaces what an earlier build left', async () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'hosts-'));
  await mkdir(path.join(buildDir, 'client'), { recursive: true });
  await mkdir(path.join(buildDir, 'nginx', 'html'), { recursive: true });
  await writeFile(path.join(buildDir, 'nginx', 'html', 'stale.html'), 'old');
  await writeFile(path.join(buildDir, 'client', 'home.html'), 'home');
  await writeHostFiles(site(buildDir));
  // Four bytes compress to more than four: no twins.
  expect(readdirSync(path.join(buildDir, 'nginx', 'html'))).toEqual(['home.html']);
  expect(readdirSync(path.join(buildDir, 'client')).toSorted()).toEqual([
    '_headers',
    '_redirects',
    'home.html',
  ]);
});

test('serve answers clean URLs only: no .html, no trailing slash; a file path is the file', () => {
  const config = serveConfig(rules);
  expect(config.cleanUrls).toBe(true);
  expect(config.trailingSlash).toBe(false);
  expect(servedFileGlob('/site.webmanifest')).toBe('site.webmanifest');
  expect(servedFileGlob('/about.page')).toBe('about.page');
  const documentRule = config.headers.find((rule) => rule.source === '*');
  expect(documentRule?.headers).toContainEqual({ key: 'X-Frame-Options', value: 'DENY' });
});

test('the rule files end with a newline, one rule to a line', () => {
  expect(
    headersFile(rules).endsWith(`  Content-Security-Policy: ${policyOf(pages.at(-1)!.path)}\n`),
  ).toBe(true);
  expect(headersFile(rules)).not.toContain('\n\n\n');
  expect(redirectsFile().split('\n')).toEqual(['/ /home 301', '']);
});

test('serve.json is the configuration, as JSON', async () => {
  const { serve } = await import('./serve.ts');
  const files = serve.files(site('/x'));
  expect(Object.keys(files)).toEqual(['serve.json']);
  expect(JSON.parse(files['serve.json']!)).toEqual(serveConfig(rules));
  expect(files['serve.json']!.endsWith('}\n')).toBe(true);
});

test('GitHub Pages replaces what an earlier build left', async () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'hosts-'));
  await mkdir(path.join(buildDir, 'client'), { recursive: true });
  await mkdir(path.join(buildDir, 'github-pages'), { recursive: true });
  await writeFile(path.join(buildDir, 'github-pages', 'stale.html'), 'old');
  await writeFile(path.join(buildDir, 'client', 'home.html'), 'home');
  await writeHostFiles(site(buildDir));
  expect(readdirSync(path.join(buildDir, 'github-pages')).toSorted()).toEqual([
    'home.html',
    'index.html',
  ]);
});
