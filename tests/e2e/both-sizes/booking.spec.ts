import { homePath } from '../../../app/content/pages.ts';
import { site } from '../../../app/content/site.ts';
import {
  firstLanguage,
  languageOf,
  languages,
  nameOf,
  pageOf,
} from '../../../app/lib/languages.ts';
import {
  animationsDone,
  bothSizesOnHome,
  expect,
  inSite,
  openApp,
  pages,
  test,
} from '../fixtures.ts';

/**
 * One primary action, everywhere: booking a consultation, with one label, in
 * the toolbar, the phone menu and as the filled first button of every page's
 * closing row.
 */

for (const entry of pages) {
  test(
    `${entry.path}: the toolbar offers booking, and the page's last row of actions starts with it, filled`,
    { tag: bothSizesOnHome(entry.path) },
    async ({ page }) => {
      await openApp(page, entry.path);
      // The page's language's words, and its contact page.
      const language = languageOf(entry.path);
      const { site } = language;
      const contactPath = pageOf(language, 'contact')?.path;
      const banner = page.getByRole('banner');
      if (entry.path === contactPath) {
        // Booking leads here: the toolbar offers the email rather than this page again.
        await expect(banner.getByRole('link', { name: site.bookingLabel })).toHaveCount(0);
        await expect(banner.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
      } else {
        const toolbar = banner.getByRole('link', { name: site.bookingLabel });
        await expect(toolbar).toHaveAttribute('href', inSite(contactPath ?? ''));
        await expect(toolbar).toBeVisible();
      }

      // Any link about booking or consulting is named by the one label, and shows it whole or
      // its start, as a tier's link does (a phone number or an address, "consultas@…" say, is
      // no wording of it).
      const wordings = await page
        .getByRole('main')
        .locator('a:not([href^="mailto:"]):not([href^="tel:"])')
        .filter({ hasText: /book|consult/i })
        .evaluateAll((links) =>
          links.map((link) => ({
            name: link.getAttribute('aria-label') ?? link.textContent,
            shows: link.textContent,
          })),
        );
      expect(new Set(wordings.map(({ name }) => name)), 'names of the booking link').toEqual(
        new Set(wordings.length > 0 ? [site.bookingLabel] : []),
      );
      for (const { shows } of wordings)
        expect(site.bookingLabel.startsWith(shows), `"${shows}" starts the label`).toBe(true);

      // The contact page is where booking leads: it closes with the ways to get in touch.
      if (entry.path === contactPath) return;
      const closing = await page.getByRole('main').evaluate((main) => {
        const rows = [...main.querySelectorAll('ul')].filter((list) =>
          [...list.children].every((item) => item.querySelector(':scope > a')),
        );
        const last = rows.at(-1);
        const first = last?.querySelector('a');
        // Nothing of the page's own follows the row but its section's end.
        const after = [...main.querySelectorAll('h2, h3, p, ul, table')].filter(
          (element) =>
            last &&
            last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
            !last.contains(element),
        );
        return {
          label: first?.textContent,
          filled: first ? getComputedStyle(first).backgroundColor : '',
          after: after.length,
        };
      });
      // The house rule, for a page the owner adds too: it ends as app/routes/about.tsx does.
      const rule = `${entry.path} ends with a row of actions led by "${site.bookingLabel}": close the page with <Closing links={…} /> (app/components/action-links.tsx)`;
      expect(closing.label, rule).toBe(site.bookingLabel);
      expect(closing.filled, 'the booking button is filled').not.toMatch(
        /rgba\(0, 0, 0, 0\)|transparent/,
      );
      expect(closing.after, 'content after the closing row').toBe(0);
    },
  );
}

test('on a phone the toolbar shows the label shortened, named in full, and the menu ends with booking', async ({
  page,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('handset'), 'the phone menu');
  // Any page but the one booking leads to.
  await openApp(page, homePath);
  const toolbar = page.getByRole('banner').getByRole('link', { name: site.bookingLabel });
  await expect(toolbar).toHaveText(site.bookingLabel);
  expect((await toolbar.boundingBox())?.width, 'compact').toBeLessThan(120);
  await page.getByRole('button', { name: site.words.menuButton }).click();
  await animationsDone(page);
  const menu = page.getByRole('dialog');
  // Its head names the studio, its pages lead to the other languages too, and booking follows
  // close under them, with no band of nothing above it.
  await expect(menu.getByText(site.studioName, { exact: true })).toBeVisible();
  for (const other of languages.filter(({ tag }) => tag !== firstLanguage.tag))
    await expect(menu.getByRole('link', { name: nameOf(other.tag), exact: true })).toHaveAttribute(
      'hreflang',
      other.tag,
    );
  const links = menu.getByRole('link');
  await expect(links.last()).toHaveAccessibleName(site.bookingLabel);
  const gap = await links.last().evaluate((booking) => {
    const above = [...booking.closest('dialog')!.querySelectorAll('a, p, li')].filter(
      (element) => !element.contains(booking) && element.getBoundingClientRect().height > 0,
    );
    const bottom = Math.max(...above.map((element) => element.getBoundingClientRect().bottom));
    return booking.getBoundingClientRect().top - bottom;
  });
  expect(gap, 'the space above the booking button').toBeLessThanOrEqual(48);
  await links.last().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
});
