/**
 * The font metrics the fallback face is computed from (scripts/build/font-fallback.ts),
 * in Capsize's format: Figtree's (the site's font), and Arial's and Times New
 * Roman's (the local fonts a fallback scales). Copied from @capsizecss/metrics
 * 4.3.0, whose package holds every Google and system font and is far larger
 * than the site, for the ones the site uses. For
 * another font, take its entry from that package, or read it from the font
 * file with @capsizecss/unpack.
 */
import type { FontMetrics } from '@capsizecss/core';

export const figtree: FontMetrics = {
  familyName: 'Figtree',
  fullName: 'Figtree Regular',
  postscriptName: 'Figtree-Regular',
  category: 'sans-serif',
  capHeight: 700,
  ascent: 950,
  descent: -250,
  lineGap: 0,
  unitsPerEm: 1000,
  xHeight: 500,
  xWidthAvg: 449,
};

export const arial: FontMetrics = {
  familyName: 'Arial',
  fullName: 'Arial',
  postscriptName: 'ArialMT',
  category: 'sans-serif',
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
};

export const timesNewRoman: FontMetrics = {
  familyName: 'Times New Roman',
  fullName: 'Times New Roman',
  postscriptName: 'TimesNewRomanPSMT',
  category: 'serif',
  capHeight: 1356,
  ascent: 1825,
  descent: -443,
  lineGap: 87,
  unitsPerEm: 2048,
  xHeight: 916,
  xWidthAvg: 832,
};
