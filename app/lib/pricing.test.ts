import { expect, test } from 'vitest';
import {
  formatHourRange,
  formatHourlyRate,
  formatMonthlyRetainer,
  formatPriceRange,
  formatUsd,
  priceRange,
} from './pricing.ts';

test('a retainer is the rate times its hours a month', () => {
  expect(formatMonthlyRetainer(75, 10)).toBe('$750/month');
  expect(formatHourlyRate(75)).toBe('$75/hour');
});

test('prices are the rate times the hours, formatted as whole US dollars', () => {
  expect(priceRange(75, { low: 2, high: 10 })).toEqual({ low: 150, high: 750 });
  expect(formatUsd(1234567)).toBe('$1,234,567');
  expect(formatPriceRange({ low: 0, high: 999 })).toBe('$0–$999');
});

test('groups thousands the way US readers write them and rounds to whole dollars', () => {
  expect(formatUsd(0)).toBe('$0');
  expect(formatUsd(999)).toBe('$999');
  expect(formatUsd(1000)).toBe('$1,000');
  expect(formatUsd(100000)).toBe('$100,000');
  expect(formatUsd(1234.5)).toBe('$1,235');
  expect(formatUsd(1234.49)).toBe('$1,234');
  expect(formatHourRange({ low: 200, high: 1350 })).toBe('200–1,350');
});

test('formats without Intl, whatever the machine’s locale, so the services page never waits for locale data', () => {
  // Both ways to Intl's number formatting: its constructor, and toLocaleString, which never calls it.
  const { NumberFormat } = Intl;
  const { toLocaleString } = Number.prototype;
  const refuse = () => {
    throw new Error('Intl number formatting was used');
  };
  Intl.NumberFormat = refuse as unknown as typeof Intl.NumberFormat;
  Number.prototype.toLocaleString = refuse;
  try {
    expect(formatPriceRange({ low: 1200, high: 2400 })).toBe('$1,200–$2,400');
    expect(formatHourRange({ low: 200, high: 1350 })).toBe('200–1,350');
  } finally {
    Intl.NumberFormat = NumberFormat;
    Number.prototype.toLocaleString = toLocaleString;
  }
});
