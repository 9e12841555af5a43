import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { expect, test } from 'vitest';
import { precompress } from './precompress.ts';

const page = `<!doctype html><title>Home</title>${'<p>Custom, maintainable web work.</p>'.repeat(50)}`;

async function site(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

test('writes a brotli and a gzip twin of each text file that decode to the file, in every folder', async () => {
  const dir = await site({ 'home.html': page, 'assets/app.js': `const a = 1;\n`.repeat(40) });
  expect(await precompress(dir)).toEqual([
    path.join('assets', 'app.js.br'),
    path.join('assets', 'app.js.gz'),
    'home.html.br',
    'home.html.gz',
  ]);
  const read = (name: string) => readFileSync(path.join(dir, name));
  expect(brotliDecompressSync(read('home.html.br')).toString()).toBe(page);
  expect(gunzipSync(read('home.html.gz')).toString()).toBe(page);
  expect(gunzipSync(read('assets/app.js.gz')).equals(read('assets/app.js'))).toBe(true);
});

test('uses the highest levels: smaller than level 6, nginx’s on-the-fly setting', async () => {
  // Large enough that gzip's level 9 finds more than its level 6.
  const text = Buffer.concat(
    ['nginx.ts', 'precompress.ts', 'hosts.test.ts'].map((file) =>
      readFileSync(path.join(import.meta.dirname, file)),
    ),
  );
  const dir = await site({ 'nginx.js': text });
  await precompress(dir);
  const size = (name: string) => readFileSync(path.join(dir, name)).length;
  expect(size('nginx.js.br')).toBeLessThan(
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length,
  );
  expect(size('nginx.js.gz')).toBeLessThan(gzipSync(text, { level: 6 }).length);
});

test('skips a file its compression would not shrink, and files that are not text', async () => {
  const dir = await site({
    'robots.txt': 'x',
    'photo.png': Buffer.from(page),
    'logo.svg': page,
    'site.webmanifest': page,
  });
  expect(await precompress(dir)).toEqual([
    'logo.svg.br',
    'logo.svg.gz',
    'site.webmanifest.br',
    'site.webmanifest.gz',
  ]);
  expect(readdirSync(dir).toSorted()).toEqual([
    'logo.svg',
    'logo.svg.br',
    'logo.svg.gz',
    'photo.png',
    'robots.txt',
    'site.webmanifest',
    'site.webmanifest.br',
    'site.webmanifest.gz',
  ]);
});
