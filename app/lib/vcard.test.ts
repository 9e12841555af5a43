import { expect, test } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import { resume } from '../content/resume.ts';
import type { SiteConfig } from '../content/site.ts';
import type { Language } from './languages.ts';
import { resumeFiles, vcard, vcardFileName, vcardPath } from './vcard.ts';

const site: SiteConfig = siteContent.site;
const english: Language = {
  tag: 'en',
  prefix: '',
  folder: '',
  site,
  pages: [{ path: '/home', module: 'home', label: 'Home', title: 'Home', description: 'Home.' }],
  notFoundPage: { title: 'Not found', description: 'Nothing here.' },
};
/** The card of a first language whose site words are the fixture's, with `changes`. */
const cardOf = (changes: Partial<SiteConfig> = {}, role?: string) =>
  vcard({ ...english, site: { ...site, ...changes } }, role);

test('is a vCard 3.0 with CRLF line endings', () => {
  const card = cardOf();
  expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
  expect(card.endsWith('END:VCARD\r\n')).toBe(true);
  expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
});

test('gives the owner’s role now, the current position in resume.ts', () => {
  expect(cardOf({}, 'Founder, Lead; Developer')).toContain(
    '\r\nTITLE:Founder\\, Lead\\; Developer\r\n',
  );
  // Without a role, the card is the same but for the title's line.
  const titled = cardOf({}, 'Developer').split('\r\n');
  expect(cardOf({}, '').split('\r\n')).toEqual(titled.filter((line) => !line.startsWith('TITLE:')));
  const [current] = resume.experience;
  if (current) expect(vcard()).toContain(`\r\nTITLE:${current.role.replace(/[,;]/g, '\\$&')}\r\n`);
});

test('escapes commas and semicolons, and splits the family name off the full name', () => {
  const card = cardOf({ ownerName: 'Mary Ann Smith', studioName: 'Smith, Jones; Partners' });
  expect(card).toContain('\r\nN:Smith;Mary Ann;;;\r\n');
  expect(card).toContain('\r\nFN:Mary Ann Smith\r\n');
  expect(card).toContain('\r\nORG:Smith\\, Jones\\; Partners\r\n');
});

test('saves under the owner’s name', () => {
  expect(vcardFileName({ ...site, ownerName: 'Alex Morgan' })).toBe('alex-morgan.vcf');
  // Accents dropped, other scripts' letters kept.
  expect(vcardFileName({ ...site, ownerName: 'Zoë O’Neil' })).toBe('zoe-o-neil.vcf');
  expect(vcardFileName({ ...site, ownerName: 'José Núñez-Çelik' })).toBe('jose-nunez-celik.vcf');
  expect(vcardFileName({ ...site, ownerName: 'Ørjan Łukasz' })).toBe('ørjan-łukasz.vcf');
  expect(vcardFileName({ ...site, ownerName: '山田 太郎' })).toBe('山田-太郎.vcf');
  expect(vcardFileName({ ...site, ownerName: 'Дмитрий Ковалёв' })).toBe('дмитрий-ковалёв.vcf');
  expect(vcardFileName({ ...site, ownerName: 'राम शर्मा' })).toBe('राम-शर्मा.vcf');
  expect(vcardFileName({ ...site, ownerName: '김민준' })).toBe('김민준.vcf');
  expect(vcardFileName({ ...site, ownerName: '—' })).toBe('contact.vcf');
});

test('escapes backslashes and line breaks too', () => {
  expect(cardOf({ studioName: 'Back\\slash\r\nand\nlines' })).toContain(
    '\r\nORG:Back\\\\slash\\nand\\nlines\r\n',
  );
});

test('a one-word name is the given name; extra spaces are ignored', () => {
  expect(cardOf({ ownerName: 'Cher' })).toContain('\r\nN:;Cher;;;\r\n');
  expect(cardOf({ ownerName: '  Ada   King  ' })).toContain('\r\nN:King;Ada;;;\r\n');
});

test('carries the phone, email and home page as links a phone understands', () => {
  const card = cardOf({ phone: '+15555550100', email: 'a@b.example' });
  expect(card).toContain('\r\nTEL;TYPE=WORK,VOICE:+15555550100\r\n');
  expect(card).toContain('\r\nEMAIL;TYPE=INTERNET,WORK:a@b.example\r\n');
  expect(card).toContain('\r\nURL:https://www.example.org/home\r\n');
});

test('a file name never starts or ends with a dash', () => {
  expect(vcardFileName({ ...site, ownerName: ' Dr. Who? ' })).toBe('dr-who.vcf');
});

test('gives the studio’s place, where site.ts says it, as a work address; else none', () => {
  const card = cardOf({
    language: 'es',
    location: { city: 'Valencia', region: 'Comunitat Valenciana', country: 'ES' },
  });
  // The country named in the site's language; a vCard's address has seven parts.
  expect(card).toContain('\r\nADR;TYPE=WORK:;;;Valencia;Comunitat Valenciana;;España\r\n');
  expect(cardOf({ location: undefined })).not.toContain('ADR');
});

test('a translation’s card is its own: its spelling of the name, its home page, under its prefix', () => {
  const ukrainian: Language = {
    ...english,
    tag: 'uk',
    prefix: '/uk',
    folder: 'uk',
    site: {
      ...site,
      ownerName: 'Олена Коваль',
      language: 'uk',
      location: { city: 'Київ', country: 'UA' },
    },
    pages: [{ ...english.pages[0]!, path: '/uk/holovna' }],
  };
  const card = vcard(ukrainian, 'Розробниця');
  expect(card).toContain('\r\nFN:Олена Коваль\r\nORG:');
  expect(card).toContain('\r\nN:Коваль;Олена;;;\r\n');
  expect(card).toContain('\r\nTITLE:Розробниця\r\n');
  expect(card).toContain('\r\nURL:https://www.example.org/uk/holovna\r\n');
  expect(card).toContain(';;Україна\r\n');
  expect(vcardPath(ukrainian)).toBe('/uk/олена-коваль.vcf');
  expect(vcardPath(english)).toBe('/test-owner.vcf');
});

test('the resume’s files are named for the owner and the resume page, under the language’s prefix', () => {
  const french: Language = {
    ...english,
    prefix: '/fr',
    site: { ...site, ownerName: 'Zoë  Da Silva' },
    pages: [{ ...english.pages[0]!, path: '/fr/parcours/cv', module: 'resume' }],
  };
  expect(resumeFiles(french)).toEqual({ pdf: '/fr/zoe-da-silva-cv.pdf', json: '/fr/cv.json' });
  // Without a resume page, the files keep the word; a name of no letters leaves it alone.
  expect(resumeFiles({ ...english, site: { ...site, ownerName: '—' } })).toEqual({
    pdf: '/resume.pdf',
    json: '/resume.json',
  });
});
