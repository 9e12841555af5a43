import type { Page } from '@playwright/test';
import { type PagePath, contactPath, homePath, isListed } from '../../../app/content/pages.ts';
import { contact } from '../../../app/content/contact.ts';
import { site } from '../../../app/content/site.ts';
import { availabilityOn } from '../../../app/lib/availability.ts';
import { placeName } from '../../../app/lib/place.ts';
import { outline } from '../../support/published-figures.ts';
import { NOT_SHIPPED, shippedContent } from '../../support/shipped-content.ts';
import {
  ANY_SIZE,
  FULL,
  bothSizesOnHome,
  builtDay,
  expect,
  inSite,
  menuPages as pages,
  openApp,
  test,
} from '../fixtures.ts';

/** The failure message when the template's page no longer shows what the specification publishes. */
const published = `the page's main content, against the specification's outline`;

/** Every page has one headline, whoever wrote its words. */
const expectHeadline = (page: Page) =>
  expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);

/** The specification's outline of the page, while the content is the template's own. */
async function expectOutline(page: Page, path: string) {
  const expected = outline[path as PagePath];
  const main = page.getByRole('main');
  // A page the owner added has no outline in the specification.
  if (!expected) return expectHeadline(page);
  await expect(main.getByRole('heading', { level: 1 }), published).toHaveText(expected.heading);
  // Read once, then compared: whitespace collapsed, as toContainText does.
  const collapse = (text: string) => text.replace(/\s+/g, ' ');
  const text = collapse((await main.textContent()) ?? '');
  for (const wanted of expected.texts) {
    if (typeof wanted === 'string') expect(text, published).toContain(collapse(wanted));
    else expect(text, published).toMatch(wanted);
  }
  const visibleLinks = await main.evaluate((element) =>
    [...element.querySelectorAll('a[href]')]
      .filter((link) => link.checkVisibility())
      .map((link) => link.getAttribute('href')),
  );
  // A link to a page the owner removed goes with it.
  for (const href of expected.links.filter(isListed))
    expect(visibleLinks, `a visible link to ${href}`).toContain(inSite(href));
}

for (const { path, title, label } of pages) {
  test.describe(path, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test(
        `has the specification’s content and links, while the content is the template’s`,
        { tag: [FULL, ANY_SIZE] },
        async ({ page }) => {
          test.skip(!shippedContent, NOT_SHIPPED);
          await page.goto(path);
          await expectOutline(page, path);
        },
      );
      test(
        `has its headline, and a menu that reaches every page`,
        { tag: ANY_SIZE },
        async ({ page, isMobile }) => {
          await page.goto(path);
          await expectHeadline(page);
          if (isMobile) {
            await expect(page.getByRole('navigation', { name: site.words.navigation })).toHaveCount(
              0,
            );
            await page.getByRole('button', { name: site.words.menuButton }).click();
            await expect(page.getByRole('dialog', { name: site.words.menu })).toBeVisible();
          }
          const menu = page.getByRole('navigation', { name: site.words.navigation });
          // Each page, and the design site if site.ts has one.
          await expect(menu.getByRole('link')).toHaveCount(
            pages.length + (site.designSiteUrl ? 1 : 0),
          );
          await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          );
        },
      );
    });

    test(
      `answers 200 with its headline inside the shell once hydrated, and never scrolls sideways`,
      {
        tag: bothSizesOnHome(path),
      },
      async ({ page }) => {
        const response = await openApp(page, path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${title} | ${site.studioName}`);
        await expectHeadline(page);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('link', { name: site.studioName })).toHaveAttribute(
          'href',
          inSite(homePath),
        );
        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText(`© ${site.copyrightYear} ${site.ownerName}`);
        await expect(footer).toContainText(
          site.words.builtWith.replace('{framework}', () => site.builtWith),
        );
        // The accessibility statement's one line: the standard, and where to report a barrier.
        await expect(footer).toContainText('WCAG 2.2 AA');
        await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
          'href',
          `mailto:${site.email}?subject=Accessibility%20problem`,
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      },
    );
  });
}

// What site.ts says of the owner's availability, as of the build's day, where a client decides.
const availability = availabilityOn(site, builtDay);
for (const path of [homePath, contactPath])
  test(`${path} says whether new projects are taken, as site.ts states it`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    const said = page.getByRole('main').getByText(availability?.text ?? site.availabilityWords.now);
    if (!availability) return expect(said).toHaveCount(0);
    await expect(said).toBeVisible();
    if (availability.note) await expect(page.getByRole('main')).toContainText(availability.note);
    if (!isMobile) return;
    await page.getByRole('button', { name: site.words.menuButton }).click();
    await expect(
      page.getByRole('dialog', { name: site.words.menu }).getByText(availability.text),
    ).toBeVisible();
  });

test('the contact links call, text and email the owner', { tag: ANY_SIZE }, async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: contact.phoneLabel })).toHaveAttribute(
    'href',
    `tel:${site.phone}`,
  );
  // Where the studio is, in the page's language, while site.ts says it.
  if (site.location) await expect(main).toContainText(placeName(site.location, site.language));
  await expect(main.getByRole('link', { name: site.emailLabel })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
});
