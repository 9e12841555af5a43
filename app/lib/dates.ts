import { site } from '../content/site.ts';

/** Between the ends of every range the site shows (2020–2024, $1,000–$2,000): an en dash, unspaced. */
export const EN_DASH = '\u2013';

/** "2020–2024", or "2025–present" while there is no end year. */
export function formatYearRange(startYear: number, endYear?: number): string {
  return `${startYear}${EN_DASH}${endYear ?? site.words.present}`;
}
