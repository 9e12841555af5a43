/**
 * The one check of the figures the specification publishes
 * (tests/support/published-figures.ts) against the content, while the
 * content is the template's own: it lists every figure that moved, with its
 * old and new value. The owner's content publishes the owner's figures, and
 * every other test derives what it expects from the content.
 */
import { expect, test } from 'vitest';
import {
  publishedMenu,
  publishedMenuButton,
  publishedRate,
  publishedRetainer,
  publishedTiers,
  publishedYears,
} from '../../tests/support/published-figures.ts';
import { NOT_SHIPPED, shippedContent } from '../../tests/support/shipped-content.ts';
import {
  formatHourRange,
  formatHourlyRate,
  formatMonthlyRetainer,
  formatPriceRange,
  priceRange,
} from '../lib/pricing.ts';
import { pages } from './pages.ts';
import { services } from './services.ts';
import { site } from './site.ts';

type Figures = Map<string, string>;
const listed = (path: string) => pages.find((page) => page.path === path);

/** Each figure by what it is, as the specification publishes it and as the content has it. */
function figures(): { published: Figures; content: Figures } {
  const published: Figures = new Map();
  const content: Figures = new Map();
  const both = (what: string, was: unknown, is: unknown) => {
    published.set(what, was === undefined ? '(none)' : String(was));
    content.set(what, is === undefined ? '(none)' : String(is));
  };
  both('the name of the menu’s button', publishedMenuButton, site.words.menuButton);
  // A page the owner removed takes its figures with it.
  for (const [path, label] of Object.entries(publishedMenu))
    if (listed(path)) both(`the menu label of ${path}`, label, listed(path)?.label);
  if (listed('/services')) {
    const rows = Math.max(publishedTiers.length, services.tiers.list.length);
    for (let row = 0; row < rows; row += 1) {
      const tier = services.tiers.list[row];
      const [name, hours, price] = publishedTiers[row] ?? [];
      both(`the tier table, row ${row + 1}, tier`, name, tier?.name);
      both(`the tier table, row ${row + 1}, hours`, hours, tier && formatHourRange(tier.hours));
      both(
        `the tier table, row ${row + 1}, price`,
        price,
        tier && formatPriceRange(priceRange(services.hourlyRate, tier.hours)),
      );
    }
    both('the hourly rate', publishedRate, formatHourlyRate(services.hourlyRate));
    for (const [what, { hoursPerMonth }] of [
      ['the support retainer', services.improvement.retainer],
      ['the design retainer', services.design.retainer],
    ] as const) {
      both(`${what}, hours a month`, publishedRetainer.hoursPerMonth, hoursPerMonth);
      both(
        `${what}, price`,
        publishedRetainer.price,
        formatMonthlyRetainer(services.hourlyRate, hoursPerMonth),
      );
    }
  }
  if (listed('/about') || listed('/resume'))
    both('the years of web development (site.ts)', publishedYears, site.yearsOfExperience);
  return { published, content };
}

test('the template’s content keeps every figure the specification publishes, on the pages that exist', (context) => {
  if (!shippedContent) context.skip(NOT_SHIPPED);
  const { published, content } = figures();
  const moved = [...published].flatMap(([what, was]) =>
    content.get(what) === was ? [] : [`${what}: ${was} → ${content.get(what)}`],
  );
  expect(
    moved,
    `${moved.length} figure${moved.length === 1 ? '' : 's'} of the specification moved in the template's content:\n  ${moved.join('\n  ')}\n`,
  ).toEqual([]);
});
