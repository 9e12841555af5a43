import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { site } from './site.ts';

// The browser's UI colour is given in TypeScript (meta tags, manifest) and the
// toolbar's in CSS; this keeps the two the same.
test('the theme colours are the toolbar colours of the light and dark themes', () => {
  const tokens = readFileSync(path.join(import.meta.dirname, '..', 'styles', 'tokens.css'), 'utf8');
  const value = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(tokens)?.[1];
  expect(tokens).toContain('--color-brand: var(--teal-800);');
  expect(tokens).toContain('--color-brand: var(--slate-800);');
  expect(site.themeColor).toBe(value('teal-800'));
  expect(site.darkThemeColor).toBe(value('slate-800'));
});
