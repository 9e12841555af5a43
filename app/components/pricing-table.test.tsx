import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PricingTable } from './pricing-table.tsx';

const tiers = [
  { name: 'Small site', summary: 'A few pages', hours: { low: 10, high: 20 } },
  { name: 'Large app', summary: 'Many roles and reports', hours: { low: 100, high: 1500 } },
];
const words = {
  columns: { tier: 'Kind', typically: 'What it is', hours: 'Time', price: 'Cost' },
  hoursUnit: 'h',
};

test('is a captioned table with column and row headers', () => {
  render(<PricingTable caption="Tiers at $50/hour" rate={50} tiers={tiers} words={words} />);
  const table = screen.getByRole('table', { name: 'Tiers at $50/hour' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Kind', 'What it is', 'Time', 'Cost']);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Small site', 'Large app']);
});

test('shows what each tier typically is, its hours and the price computed from the rate', () => {
  render(<PricingTable caption="Tiers" rate={50} tiers={tiers} words={words} />);
  const large = screen.getByRole('row', { name: /Large app/ });
  expect(
    within(large)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Many roles and reports', '100–1,500', '$5,000–$75,000']);
});
