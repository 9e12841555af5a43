/**
 * Prices are never typed in: they are computed here from an hourly rate and
 * hours, so changing the rate changes every figure on the site. They are
 * written as the site's language writes them, in its currency (site.ts).
 */

import { site } from '../content/site.ts';
import { EN_DASH } from './dates.ts';

/** An inclusive range of hours, low to high. */
export interface HourRange {
  readonly low: number;
  readonly high: number;
}

export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

// Made on first use: the locale's data is loaded only by a page that shows a figure.
let numbers: Intl.NumberFormat | undefined;
let money: Intl.NumberFormat | undefined;

/** "1,350": a number as the site's language writes it. */
function formatNumber(amount: number): string {
  numbers ??= new Intl.NumberFormat(site.language);
  return numbers.format(amount);
}

export function priceOf(rate: number, hours: number): number {
  return rate * hours;
}

export function priceRange(rate: number, hours: HourRange): PriceRange {
  return { low: priceOf(rate, hours.low), high: priceOf(rate, hours.high) };
}

/** "$1,200": in the site's currency, with cents only where there are some. */
export function formatPrice(amount: number): string {
  money ??= new Intl.NumberFormat(site.language, {
    style: 'currency',
    currency: site.currency,
    trailingZeroDisplay: 'stripIfInteger',
  });
  return money.format(amount);
}

/** "$1,200–$2,400" */
export function formatPriceRange(range: PriceRange): string {
  return `${formatPrice(range.low)}${EN_DASH}${formatPrice(range.high)}`;
}

/** "200–1,350" */
export function formatHourRange(hours: HourRange): string {
  return `${formatNumber(hours.low)}${EN_DASH}${formatNumber(hours.high)}`;
}

/** "$60/hour" */
export function formatHourlyRate(rate: number): string {
  return site.words.perHour.replace('{price}', () => formatPrice(rate));
}

/** "$600/month" for a monthly retainer of so many hours. */
export function formatMonthlyRetainer(rate: number, hoursPerMonth: number): string {
  return site.words.perMonth.replace('{price}', () => formatPrice(priceOf(rate, hoursPerMonth)));
}

/** The tier table as the services page shows it: each tier's name, hours and price, in order. */
export function tierTable(
  rate: number,
  tiers: readonly { readonly name: string; readonly hours: HourRange }[],
): (readonly [name: string, hours: string, price: string])[] {
  return tiers.map(({ name, hours }) => [
    name,
    formatHourRange(hours),
    formatPriceRange(priceRange(rate, hours)),
  ]);
}
