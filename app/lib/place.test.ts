import { expect, test } from 'vitest';
import { placeName } from './place.ts';

test('a place is its city, its region where it has one, and its country as the language names it', () => {
  expect(placeName({ city: 'Lyon', country: 'FR' }, 'en')).toBe('Lyon, France');
  expect(placeName({ city: 'Austin', region: 'Texas', country: 'US' }, 'es')).toBe(
    'Austin, Texas, Estados Unidos',
  );
});
