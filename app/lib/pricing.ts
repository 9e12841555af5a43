/**
 * Prices are never typed in: they are computed here from an hourly rate and
 * hours, so changing the rate changes every figure on the site.
 */

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

/**
 * "1,350": a whole number with US thousands separators, rounded half up.
 * Written out rather than left to Intl.NumberFormat: the first Intl formatter
 * a page makes loads the browser's locale data, which measured 20–80 ms of
 * main-thread work in Chromium here, spent while the services page starts,
 * for figures that are always whole, non-negative and in US style.
 */
function grouped(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function priceOf(rate: number, hours: number): number {
  return rate * hours;
}

export function priceRange(rate: number, hours: HourRange): PriceRange {
  return { low: priceOf(rate, hours.low), high: priceOf(rate, hours.high) };
}

/** "$1,200" */
export function formatUsd(amount: number): string {
  return `$${grouped(amount)}`;
}

/** "$1,200–$2,400" */
export function formatPriceRange(range: PriceRange): string {
  return `${formatUsd(range.low)}${EN_DASH}${formatUsd(range.high)}`;
}

/** "200–1,350" */
export function formatHourRange(hours: HourRange): string {
  return `${grouped(hours.low)}${EN_DASH}${grouped(hours.high)}`;
}

/** "$60/hour" */
export function formatHourlyRate(rate: number): string {
  return `${formatUsd(rate)}/hour`;
}

/** "$600/month" for a monthly retainer of so many hours. */
export function formatMonthlyRetainer(rate: number, hoursPerMonth: number): string {
  return `${formatUsd(priceOf(rate, hoursPerMonth))}/month`;
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
