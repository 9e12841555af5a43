import { site } from '../../../app/content/site.ts';
import { expect, test } from '../fixtures.ts';

/** vCard properties by name ("TEL;TYPE=WORK,VOICE" → "TEL"), values unescaped. */
function parseVcard(text: string) {
  const properties = new Map<string, string>();
  for (const line of text.split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    properties.set(name, line.slice(colon + 1).replace(/\\([,;\\])/g, '$1'));
  }
  return properties;
}

test('the Save contact link downloads a vCard 3.0 made from the site configuration', async ({
  page,
}) => {
  await page.goto('/contact');
  const link = page.getByRole('link', { name: 'Save contact' });
  await expect(link).toHaveAttribute('download', /\.vcf$/);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  // Saved under the owner's name: its words in lower case, without accents or punctuation.
  expect(file.suggestedFilename()).toMatch(/^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*\.vcf$/u);
  expect(file.suggestedFilename()).not.toMatch(/[\p{Lu}\p{M}]/u);

  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toMatch(/^text\/(x-)?vcard/);
  const text = await response.text();
  expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(text).toMatch(/\r\nEND:VCARD\r\n$/);
  const card = parseVcard(text);
  const words = site.ownerName.trim().split(/\s+/);
  const family = words.length > 1 ? words.pop() : '';
  const given = words.join(' ');
  expect(card.get('FN')).toBe(site.ownerName);
  expect(card.get('N')).toBe(`${family};${given};;;`);
  expect(card.get('ORG')).toBe(site.studioName);
  expect(card.get('TEL')).toBe(site.phone);
  expect(card.get('EMAIL')).toBe(site.email);
  expect(card.get('URL')).toBe(`${site.siteUrl}/home`);
});
