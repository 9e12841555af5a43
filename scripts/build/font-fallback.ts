/**
 * The fallback faces for the site's fonts. Where Figtree misses the first paint
 * (it is `font-display: optional`, app/styles/fonts.css), text is set in a
 * local Arial (or its metric twins, Liberation Sans and Arimo) scaled and
 * spaced by Capsize from both fonts' published metrics, so that each line keeps
 * its height and nearly its width: the page keeps Figtree's rhythm. Served to
 * the app as `virtual:font-fallback.css`. The display face's stand-in is made
 * the same way, from its cut file's own metrics (font-subset.ts).
 */
import { type FontMetrics, createFontStack } from '@capsizecss/core';
import { arial, figtree, timesNewRoman } from './font-metrics.ts';
import type { Plugin } from 'vite';
import { virtualModule } from './virtual-module.ts';

/** Each kind of local face, its metrics and full names (local() matches them): the font, then its metric twins. */
const LOCAL_FACES = {
  'sans-serif': {
    metrics: arial,
    names: ['Arial', 'Liberation Sans', 'Arimo'],
  },
  serif: {
    metrics: timesNewRoman,
    names: ['Times New Roman', 'Liberation Serif', 'Tinos'],
  },
} as const;

/** The @font-face of `<font's family> Fallback`: a local face of `kind` sized to `font`. */
export function fallbackFace(font: FontMetrics, kind: keyof typeof LOCAL_FACES): string {
  const local = LOCAL_FACES[kind];
  const { fontFaces } = createFontStack([font, local.metrics]);
  const src = local.names.map((name) => `local('${name}')`).join(', ');
  return fontFaces.replace(/src: [^;]+;/, `src: ${src};`);
}

export function fontFallbackPlugin(): Plugin {
  return virtualModule('studio:font-fallback', {
    'virtual:font-fallback.css': () => fallbackFace(figtree, 'sans-serif'),
  });
}
