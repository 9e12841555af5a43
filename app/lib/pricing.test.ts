import { expect, test } from 'vitest';
import { services } from '../content/services';
import {
  formatHourRange,
  formatHourlyRate,
  formatMonthlyRetainer,
  formatPriceRange,
  formatUsd,
  priceRange,
} from './pricing';

// SPEC part one, section 9, "Pricing": the published table, copied from the
// specification, not from the code. A change to the rate or to any tier's
// hours that moves a published price fails here.
const publishedTiers = [
  ['WordPress site', '20–40', '$1,200–$2,400'],
  ['Bootstrap site', '25–80', '$1,500–$4,800'],
  ['Simple web app', '40–150', '$2,400–$9,000'],
  ['Essential web app', '60–450', '$3,600–$27,000'],
  ['Robust web app', '120–750', '$7,200–$45,000'],
  ['Complex web app', '200–1,350', '$12,000–$81,000'],
];

test('the tier table matches the specification’s published prices', () => {
  const rows = services.tiers.list.map((tier) => [
    tier.name,
    formatHourRange(tier.hours),
    formatPriceRange(priceRange(services.hourlyRate, tier.hours)),
  ]);
  expect(rows).toEqual(publishedTiers);
});

test('support and design are $60/hour, with retainers from 10 hours/month at $600/month', () => {
  expect(formatHourlyRate(services.hourlyRate)).toBe('$60/hour');
  for (const retainer of [services.improvement.retainer, services.design.retainer]) {
    expect(retainer.hoursPerMonth).toBe(10);
    expect(formatMonthlyRetainer(services.hourlyRate, retainer.hoursPerMonth)).toBe('$600/month');
  }
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
  const original = Intl.NumberFormat;
  Intl.NumberFormat = function () {
    throw new Error('Intl.NumberFormat was used');
  } as unknown as typeof Intl.NumberFormat;
  try {
    expect(formatPriceRange({ low: 1200, high: 2400 })).toBe('$1,200–$2,400');
    expect(formatHourRange({ low: 200, high: 1350 })).toBe('200–1,350');
  } finally {
    Intl.NumberFormat = original;
  }
});
