import { expect, test } from 'vitest';
import { site } from '../content/site';
import { vcard, vcardFileName } from './vcard';

test('is a vCard 3.0 with CRLF line endings', () => {
  const card = vcard();
  expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
  expect(card.endsWith('END:VCARD\r\n')).toBe(true);
  expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
});

test('escapes commas and semicolons, and splits the family name off the full name', () => {
  const card = vcard({
    ...site,
    ownerName: 'Mary Ann Smith',
    studioName: 'Smith, Jones; Partners',
  });
  expect(card).toContain('\r\nN:Smith;Mary Ann;;;\r\n');
  expect(card).toContain('\r\nFN:Mary Ann Smith\r\n');
  expect(card).toContain('\r\nORG:Smith\\, Jones\\; Partners\r\n');
});

test('saves under the owner’s name', () => {
  expect(vcardFileName({ ...site, ownerName: 'Zoë O’Neil' })).toBe('zo-o-neil.vcf');
  expect(vcardFileName({ ...site, ownerName: 'Alex Morgan' })).toBe('alex-morgan.vcf');
});
