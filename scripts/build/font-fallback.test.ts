import { arial, figtree } from './font-metrics.ts';
import { expect, test } from 'vitest';
import { fallbackFontFaces, fontFallbackPlugin } from './font-fallback.ts';

const percent = (css: string, property: string) =>
  Number(new RegExp(`${property}: ([\\d.]+)%`).exec(css)?.[1]);

test('the fallback face scales a local Arial to Figtree’s average letter width and line box', () => {
  const css = fallbackFontFaces();
  expect(css).toContain('font-family: "Figtree Fallback"');
  expect(css).toMatch(/src: local\('Arial'\), .*local\('Liberation Sans'\)/);
  // Same average width of a Latin letter: Figtree's, over Arial's.
  const scale = figtree.xWidthAvg / figtree.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
  expect(percent(css, 'size-adjust') / 100).toBeCloseTo(scale, 4);
  // Figtree's ascent and descent, undoing the scale, so each line box keeps its height.
  expect(percent(css, 'ascent-override') / 100).toBeCloseTo(
    figtree.ascent / figtree.unitsPerEm / scale,
    4,
  );
  expect(percent(css, 'descent-override') / 100).toBeCloseTo(
    -figtree.descent / figtree.unitsPerEm / scale,
    4,
  );
  expect(percent(css, 'line-gap-override')).toBe(0);
});

test('the app reads the face as virtual:font-fallback.css', () => {
  const plugin = fontFallbackPlugin();
  const resolveId = plugin.resolveId as unknown as (id: string) => string | undefined;
  const load = plugin.load as unknown as (id: string) => string | undefined;
  expect(load(resolveId('virtual:font-fallback.css') ?? '')).toBe(fallbackFontFaces());
});
