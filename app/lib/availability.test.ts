import { afterEach, expect, test, vi } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import { availabilityOn, builtAvailability, daysBetween } from './availability.ts';

// An owner's own words, so that what is expected is written here, not taken from the code.
const availabilityWords = { now: 'Open now', from: 'Open from {month}', booked: 'Full' };
const on = (status: string, day: string, note?: string) =>
  availabilityOn(
    {
      availability: { status, ...(note && { note }) },
      availabilityWords,
      language: siteContent.site.language,
    },
    day,
  );

test('a start month to come is named; one that has come reads as now', () => {
  expect(on('2027-03', '2026-11-27')).toEqual({
    kind: 'from',
    month: '2027-03',
    text: 'Open from March 2027',
  });
  expect(on('2027-03', '2027-02-28')?.text).toBe('Open from March 2027');
  expect(on('2027-03', '2027-03-01')).toEqual({ kind: 'now', text: 'Open now' });
  expect(on('2026-01', '2026-11-27')).toEqual({ kind: 'now', text: 'Open now' });
});

test('now and fully booked say so, with the note', () => {
  expect(on('now', '2026-11-27', 'Two slots.')).toEqual({
    kind: 'now',
    text: 'Open now',
    note: 'Two slots.',
  });
  expect(on('booked', '2030-01-01')).toEqual({ kind: 'booked', text: 'Full' });
});

test('without a statement in site.ts, nothing is said', () => {
  const { availability: _, ...rest } = siteContent.site;
  expect(availabilityOn(rest, '2026-11-27')).toBeUndefined();
});

test('days between two dates, across a month and a leap day', () => {
  expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
  expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  expect(daysBetween('2026-08-29', '2026-11-27')).toBe(90);
});

afterEach(() => void vi.unstubAllEnvs());

test('in the browser, each language reads the statement the build wrote for it, or none', () => {
  const statement = { status: 'now', text: 'Open now' };
  vi.stubEnv('VITE_AVAILABILITY', JSON.stringify({ en: statement, es: null }));
  const config = { ...siteContent.site, availability: undefined };
  expect(builtAvailability({ ...config, language: 'en' })).toEqual(statement);
  expect(builtAvailability({ ...config, language: 'es' })).toBeUndefined();
  expect(builtAvailability({ ...config, language: 'fr' })).toBeUndefined();
});
