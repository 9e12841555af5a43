import { expect, test } from 'vitest';
import { afterCharset, applyEdits, parseHtml, replace } from './html.ts';

// React Router's way of writing a page: void tags closed with "/>", attribute
// names in camel case, comments that mark Suspense boundaries for hydration.
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="icon" href="/i.svg"/></head><body><!--$--><p class="a">One</p><script>if (a < b) go("</p>");</script><!--/$--></body></html>`;

test('an edit changes its element only: every other byte stays as React Router wrote it', () => {
  const root = parseHtml(page);
  const paragraph = root.querySelector('p')!;
  const html = applyEdits(page, [replace(paragraph, '<p class="a">Two</p>')]);
  expect(html).toBe(page.replace('One', 'Two'));
});

test('script text is read raw, markup inside it included', () => {
  expect(parseHtml(page).querySelector('script')!.rawText).toBe('if (a < b) go("</p>");');
});

test('text goes right after the charset declaration, whatever its case', () => {
  const html = applyEdits(page, afterCharset(parseHtml(page), '<style>x{}</style>'));
  expect(html).toContain('<meta charSet="utf-8"/><style>x{}</style><link rel="icon"');
  const bare = '<html><head><title>T</title></head></html>';
  expect(afterCharset(parseHtml(bare), '<style>x{}</style>')).toEqual([]);
});

test('several edits apply at their own places, whatever order they come in', () => {
  const root = parseHtml(page);
  const html = applyEdits(page, [
    ...afterCharset(root, '[A]'),
    replace(root.querySelector('p')!, '[P]'),
    replace(root.querySelector('link')!, ''),
  ]);
  expect(html).toBe(
    page
      .replace('<meta charSet="utf-8"/>', '<meta charSet="utf-8"/>[A]')
      .replace('<link rel="icon" href="/i.svg"/>', '')
      .replace('<p class="a">One</p>', '[P]'),
  );
});
