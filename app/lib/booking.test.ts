import { expect, test } from 'vitest';
import { bookingOf } from './booking.ts';

test('without a scheduling page, booking leads to the contact page, inside the site', () => {
  expect(bookingOf({ bookingLabel: 'Book a call' })).toEqual({
    label: 'Book a call',
    href: '/contact',
    external: false,
  });
});

test('with a scheduling page, booking leads there, as a link to another site', () => {
  expect(
    bookingOf({ bookingLabel: 'Book a call', bookingUrl: 'https://cal.example.com/me' }),
  ).toEqual({ label: 'Book a call', href: 'https://cal.example.com/me', external: true });
});
