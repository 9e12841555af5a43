/**
 * The fallback face for the site's font. Where Figtree misses the first paint
 * (it is `font-display: optional`, app/styles/fonts.css), text is set in a
 * local Arial (or its metric twins, Liberation Sans and Arimo) scaled and
 * spaced by Capsize from both fonts' published metrics, so that each line keeps
 * its height and nearly its width: the page keeps Figtree's rhythm. Served to
 * the app as `virtual:font-fallback.css`.
 */
import { createFontStack } from '@capsizecss/core';
import { arial, figtree } from './font-metrics.ts';
import type { Plugin } from 'vite';
import { virtualModule } from './virtual-module.ts';

/** Local names of Arial and of fonts drawn to its metrics. */
const ARIAL_LOCAL_NAMES = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];

function fallbackFontFaces(): string {
  const { fontFaces } = createFontStack([figtree, arial]);
  const src = ARIAL_LOCAL_NAMES.map((name) => `local('${name}')`).join(', ');
  return fontFaces.replace(/src: [^;]+;/, `src: ${src};`);
}

export function fontFallbackPlugin(): Plugin {
  return virtualModule('studio:font-fallback', { 'virtual:font-fallback.css': fallbackFontFaces });
}
