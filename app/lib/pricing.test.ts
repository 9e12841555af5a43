import { expect, test, vi } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import {
  formatHourRange,
  formatHourlyRate,
  formatMonthlyRetainer,
  formatPrice,
  formatPriceRange,
  priceRange,
} from './pricing.ts';
import { firstLanguage } from './languages.ts';

// The site's language and currency as the tests' own content sets them: English, US dollars.
vi.mock(import('../content/site.ts'), () => ({ site: siteContent.site }));

test('a retainer is the rate times its hours a month', () => {
  expect(formatMonthlyRetainer(75, 10)).toBe('$750 a month');
  expect(formatHourlyRate(75)).toBe('$75 an hour');
});

test('prices are the rate times the hours, in the site’s currency', () => {
  expect(priceRange(75, { low: 2, high: 10 })).toEqual({ low: 150, high: 750 });
  expect(formatPrice(1234567)).toBe('$1,234,567');
  expect(formatPriceRange({ low: 0, high: 999 })).toBe('$0–$999');
});

test('groups thousands as the site’s language does, with cents only where there are some', () => {
  expect(formatPrice(0)).toBe('$0');
  expect(formatPrice(1000)).toBe('$1,000');
  expect(formatPrice(1234.5)).toBe('$1,234.50');
  expect(formatHourRange({ low: 200, high: 1350 })).toBe('200–1,350');
});

test('another language and currency write the same figures their own way', () => {
  const german = {
    ...firstLanguage,
    tag: 'de',
    site: { ...siteContent.site, language: 'de', currency: 'EUR' },
  };
  expect(formatPriceRange({ low: 1200, high: 2400 }, german)).toBe('1.200\u00a0€–2.400\u00a0€');
  expect(formatHourRange({ low: 200, high: 1350 }, german)).toBe('200–1.350');
});
