import { isListed } from '../../../app/content/pages.ts';
import { resume } from '../../../app/content/resume.ts';
import { site } from '../../../app/content/site.ts';
import { extractText } from 'unpdf';
import { FULL, expect, ifListed, pages, test } from '../fixtures.ts';

/** The text of each page of a PDF. */
async function pdfPages(data: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(data), { mergePages: false });
  return text;
}

for (const format of isListed('/resume') ? (['A4', 'Letter'] as const) : []) {
  test(
    `the resume prints on at most two ${format} pages, with its content and without the site's chrome`,
    { tag: FULL },
    async ({ page }) => {
      await page.goto('/resume', { waitUntil: 'networkidle' });
      const printed = await pdfPages(await page.pdf({ format, printBackground: true }));
      // More than two pages usually means the chrome came back or a section stopped fitting.
      expect(printed.length).toBeLessThanOrEqual(2);
      const text = printed.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain(site.ownerName);
      for (const heading of [
        resume.strengthsHeading,
        resume.experienceHeading,
        resume.educationHeading,
      ]) {
        expect(text).toContain(heading);
      }
      for (const position of resume.experience) expect(text).toContain(position.role);
      for (const entry of resume.education) expect(text).toContain(String(entry.year));
      for (const chrome of [
        site.words.skipLink,
        'Design portfolio',
        'built with',
        `© ${site.copyrightYear}`,
      ]) {
        expect(text).not.toContain(chrome);
      }
    },
  );
}

test(
  'every page prints without the toolbar, menu and footer, dark on white',
  { tag: FULL },
  async ({ page }) => {
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    for (const entry of pages) {
      await page.goto(entry.path);
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('navigation', { name: site.words.navigation })).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const colours = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return [style.color, style.backgroundColor];
      });
      expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    }
  },
);

for (const path of ifListed('/portfolio'))
  test('printed links to other sites show their address', { tag: FULL }, async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    await page.goto(path);
    const link = page.getByRole('main').locator('a[href^="https://"]').first();
    const href = await link.getAttribute('href');
    const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(after).toBe(`" (${href})"`);
  });
