import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { pageFor, pages } from './pages.ts';

test('every page has a unique path, title and existing route module', () => {
  expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  for (const page of pages) {
    expect(page.path, `${page.label}: path`).toMatch(/^\/[a-z-]+$/);
    const file = path.join(import.meta.dirname, '..', 'routes', `${page.module}.tsx`);
    expect(existsSync(file), `${page.label}: ${file}`).toBe(true);
  }
});

test('looking up a page that does not exist names the file', () => {
  // @ts-expect-error: not a page path, on purpose
  expect(() => pageFor('/blog')).toThrow('app/content/pages.ts: no page has the path "/blog"');
});
