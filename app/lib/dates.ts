import { site } from '../content/site.ts';

/** Between the ends of every range the site shows (2020–2024, $1,000–$2,000): an en dash, unspaced. */
export const EN_DASH = '\u2013';

/** "2020–2024", or "2025–present" while there is no end year, in the words of `present`'s language. */
export function formatYearRange(
  startYear: number,
  endYear?: number,
  present = site.words.present,
): string {
  return `${startYear}${EN_DASH}${endYear ?? present}`;
}
