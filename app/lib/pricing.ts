/**
 * Prices are never typed in: they are computed here from an hourly rate and
 * hours, so changing the rate changes every figure on the site. They are
 * written as the site's language writes them, in its currency (site.ts).
 */

import { EN_DASH } from './dates.ts';
import { type Language, firstLanguage } from './languages.ts';

/** An inclusive range of hours, low to high. */
export interface HourRange {
  readonly low: number;
  readonly high: number;
}

export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

// Made on first use, one per language: the locale's data is loaded only by a page that shows a figure.
const numbers = new Map<string, Intl.NumberFormat>();
const money = new Map<string, Intl.NumberFormat>();

/** "1,350": a number as the language writes it. */
function formatNumber(amount: number, { tag }: Language): string {
  const format = numbers.get(tag) ?? new Intl.NumberFormat(tag);
  numbers.set(tag, format);
  return format.format(amount);
}

export function priceOf(rate: number, hours: number): number {
  return rate * hours;
}

export function priceRange(rate: number, hours: HourRange): PriceRange {
  return { low: priceOf(rate, hours.low), high: priceOf(rate, hours.high) };
}

/** "$1,200": in the site's currency, as the language writes it, with cents only where there are some. */
export function formatPrice(amount: number, language = firstLanguage): string {
  const { tag, site } = language;
  const format =
    money.get(tag) ??
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: site.currency,
      trailingZeroDisplay: 'stripIfInteger',
    });
  money.set(tag, format);
  return format.format(amount);
}

/** "$1,200–$2,400" */
export function formatPriceRange(range: PriceRange, language = firstLanguage): string {
  return `${formatPrice(range.low, language)}${EN_DASH}${formatPrice(range.high, language)}`;
}

/** "200–1,350" */
export function formatHourRange(hours: HourRange, language = firstLanguage): string {
  return `${formatNumber(hours.low, language)}${EN_DASH}${formatNumber(hours.high, language)}`;
}

/** "$60/hour" */
export function formatHourlyRate(rate: number, language = firstLanguage): string {
  return language.site.words.perHour.replace('{price}', () => formatPrice(rate, language));
}

/** "$600/month" for a monthly retainer of so many hours. */
export function formatMonthlyRetainer(
  rate: number,
  hoursPerMonth: number,
  language = firstLanguage,
): string {
  return language.site.words.perMonth.replace('{price}', () =>
    formatPrice(priceOf(rate, hoursPerMonth), language),
  );
}

/** The tier table as the services page shows it: each tier's name, hours and price, in order. */
export function tierTable(
  rate: number,
  tiers: readonly { readonly name: string; readonly hours: HourRange }[],
  language = firstLanguage,
): (readonly [name: string, hours: string, price: string])[] {
  return tiers.map(({ name, hours }) => [
    name,
    formatHourRange(hours, language),
    formatPriceRange(priceRange(rate, hours), language),
  ]);
}
