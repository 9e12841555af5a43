import type { ContactContent } from '../../../app/content/schema.ts';
import { languages, pageOf } from '../../../app/lib/languages.ts';
import { contentOf } from '../../support/languages.ts';
import { expect, test } from '../fixtures.ts';

for (const language of languages) {
  const contactPage = pageOf(language, 'contact');
  if (!contactPage) continue;
  test(`the contact page’s card link downloads a vCard 3.0 in its language (${language.tag})`, async ({
    page,
  }) => {
    const contact = await contentOf<ContactContent>(language, 'contact');
    await page.goto(contactPage.path);
    const link = page.getByRole('link', { name: contact.saveContactLabel });
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
    // Its fields, escaped and split as vCard 3.0 wants: app/lib/vcard.test.ts.
    const unescaped = text.replace(/\\([,;\\])/g, '$1');
    expect(unescaped).toContain(`\r\nFN:${language.site.ownerName}\r\n`);
    expect(unescaped).toContain(`\r\nURL:${language.site.siteUrl}${language.prefix}/`);
  });
}
