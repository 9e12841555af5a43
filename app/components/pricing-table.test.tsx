import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import type { Tier } from '../content/services.ts';
import { site } from '../content/site.ts';
import { PricingTable } from './pricing-table.tsx';

const tiers: Tier[] = [
  { name: 'Small site', summary: 'A few pages', hours: { low: 10, high: 20 } },
  { name: 'Large app', summary: 'Many roles and reports', hours: { low: 100, high: 1500 } },
];
const words = {
  columns: { tier: 'Kind', typically: 'What it is', hours: 'Time', price: 'Cost' },
  hoursUnit: 'h',
  popularLabel: 'Most start here',
};

function table(list = tiers) {
  render(
    <MemoryRouter initialEntries={['/services']}>
      <PricingTable caption="Tiers at $50/hour" rate={50} tiers={list} words={words} />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: 'Tiers at $50/hour' });
}

test('is a captioned table with column and row headers', () => {
  const tiersTable = table();
  expect(
    within(tiersTable)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Kind', 'What it is', 'Time', 'Cost', site.bookingLabel]);
  expect(
    within(tiersTable)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Small site', 'Large app']);
});

test('shows what each tier typically is, its hours and the price computed from the rate', () => {
  table();
  const large = screen.getByRole('row', { name: /Large app/ });
  expect(
    within(large)
      .getAllByRole('cell')
      .slice(0, 3)
      .map((cell) => cell.textContent),
  ).toEqual(['Many roles and reports', '100–1,500', '$5,000–$75,000']);
});

test('each tier leads to booking, its link named as the site’s booking and described by its tier', () => {
  table();
  for (const tier of tiers) {
    const row = screen.getByRole('row', { name: new RegExp(tier.name) });
    const link = within(row).getByRole('link', { name: site.bookingLabel });
    expect(link).toHaveAccessibleDescription(tier.name);
    expect(site.bookingLabel.startsWith(link.textContent)).toBe(true);
  }
});

test('the tier marked popular, and only it, carries the mark', () => {
  table([tiers[0]!, { ...tiers[1]!, popular: true }]);
  expect(screen.getAllByText('Most start here')).toHaveLength(1);
  const marked = screen.getByRole('rowheader', { name: /Large app/ });
  expect(marked).toHaveTextContent('Large appMost start here');
  expect(screen.getByRole('rowheader', { name: 'Small site' })).toBeInTheDocument();
});
