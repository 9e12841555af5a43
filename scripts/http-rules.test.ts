import { expect, test } from 'vitest';
import { headerRules, headersFile, redirectsFile, serveConfig, servedFileGlob } from './http-rules';

const rules = headerRules("default-src 'self'");

test('maps URL paths to the files serve matches', () => {
  expect(servedFileGlob('/*')).toBe('**');
  expect(servedFileGlob('/assets/*')).toBe('assets/**');
  expect(servedFileGlob('/')).toBe('index.html');
  expect(servedFileGlob('/about')).toBe('about/index.html');
  expect(servedFileGlob('/404.html')).toBe('404.html');
});

test('no header is set by two rules that can match the same path', () => {
  const everywhere = new Set(Object.keys(rules.find((rule) => rule.path === '/*')!.headers));
  for (const rule of rules.filter((candidate) => candidate.path !== '/*')) {
    for (const name of Object.keys(rule.headers))
      expect(everywhere.has(name), `${rule.path}: ${name}`).toBe(false);
  }
});

test('writes Netlify and Cloudflare Pages files from the same rules', () => {
  const file = headersFile(rules);
  expect(file).toMatch(/^\/\*\n {2}Strict-Transport-Security: /);
  expect(file).toContain(
    "\n/about\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Security-Policy: default-src 'self'\n",
  );
  expect(file).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  expect(redirectsFile()).toBe('/ /home 301\n');
});

test('writes the local server configuration from the same rules', () => {
  const config = serveConfig(rules);
  expect(config.redirects).toEqual([{ source: '/', destination: '/home', type: 301 }]);
  expect(config.cleanUrls).toBe(true);
  expect(config.headers.map((rule) => rule.source)).toEqual(
    rules.map((rule) => servedFileGlob(rule.path)),
  );
});
