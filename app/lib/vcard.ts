/**
 * The owner's contact card (vCard 3.0, which every phone imports) in each language, built at
 * build time from that language's site words and served under its prefix and the owner's name as
 * it writes it (vcardPath), which is also the name a browser saves it under.
 */
import { resume } from '../content/resume.ts';
import { type SiteConfig, site } from '../content/site.ts';
import { type Language, firstLanguage, homeOf, pageOf } from './languages.ts';
import { countryName } from './place.ts';

/** Escapes a text value: backslash, comma, semicolon and newlines are special in vCard. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r?\n/g, '\\n');
}

/** "Alex Morgan" → family "Morgan", given "Alex": the last word is taken as the family name. */
function nameParts(fullName: string): { family: string; given: string } {
  const words = fullName.trim().split(/\s+/);
  const family = words.length > 1 ? (words.pop() ?? '') : '';
  return { family, given: words.join(' ') };
}

/**
 * The card in `language`: its spelling of the owner's name and studio, its home page, its name of
 * the country.
 * @param role the owner's role now: the language's resume.ts's current position, as the resume and
 * the JSON-LD say
 */
export function vcard(
  language: Language = firstLanguage,
  role = resume.experience[0]?.role,
): string {
  const config = language.site;
  const { family, given } = nameParts(config.ownerName);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${text(family)};${text(given)};;;`,
    `FN:${text(config.ownerName)}`,
    `ORG:${text(config.studioName)}`,
    ...(role ? [`TITLE:${text(role)}`] : []),
    `TEL;TYPE=WORK,VOICE:${config.phone}`,
    `EMAIL;TYPE=INTERNET,WORK:${config.email}`,
    `URL:${config.siteUrl}${homeOf(language)}`,
    // Its parts: post box, extended address, street, city, region, postal code, country.
    ...(config.location
      ? [
          `ADR;TYPE=WORK:;;;${text(config.location.city)};${text(config.location.region ?? '')};;${text(countryName(config.location, config.language))}`,
        ]
      : []),
    'END:VCARD',
  ];
  // vCard lines end in CRLF.
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The owner's name as a file name's stem: in lower case, the accents of its
 * Latin letters dropped ("José" gives "jose"), the letters of any other script
 * kept whole, with the marks they are written with ("Дмитрий", "राम"), and
 * anything else between words a hyphen. Empty for a name of no letters.
 */
function ownerFileStem(config: SiteConfig = site): string {
  return config.ownerName
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The file name a visitor's browser saves the card under: the owner's name. */
export function vcardFileName(config: SiteConfig = site): string {
  return `${ownerFileStem(config) || 'contact'}.vcf`;
}

/** Where the site serves the card in `language`. */
export const vcardPath = (language: Language): string =>
  `${language.prefix}/${vcardFileName(language.site)}`;

/**
 * Where the site serves the resume in `language` (scripts/build/resume-files.ts): as a PDF under
 * the owner's name as the language writes it and the resume page's ("/alex-morgan-resume.pdf",
 * "/es/alex-morgan-curriculum.pdf"), and as JSON Resume (jsonresume.org) under the page's
 * ("/resume.json").
 */
export function resumeFiles(language: Language) {
  const name = (pageOf(language, 'resume')?.path ?? '/resume').split('/').at(-1) ?? 'resume';
  return {
    pdf: `${language.prefix}/${[ownerFileStem(language.site), name].filter(Boolean).join('-')}.pdf`,
    json: `${language.prefix}/${name}.json`,
  };
}
