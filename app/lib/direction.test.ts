import { expect, test } from 'vitest';
import { isRightToLeft } from './direction.ts';

test('Arabic, Hebrew, Persian and Urdu run right to left; English, Greek, Spanish and Japanese do not', () => {
  expect(['ar', 'he', 'fa', 'ur-PK'].map(isRightToLeft)).toEqual([true, true, true, true]);
  expect(['en', 'el', 'es-MX', 'ja'].map(isRightToLeft)).toEqual([false, false, false, false]);
});
