import { homeOf, languageOf, languages } from '../../../app/lib/languages.ts';
import { caseStudyPagesOf, menuPagesOf, postPagesOf } from '../../../app/lib/site-pages.ts';
import { expect, inSite, openApp, pages, test } from '../fixtures.ts';

/*
 * The switch between languages: on every page, a plain link to the same page in each other
 * language (its nearest where it has none: a post's, that language's posts; any other page's,
 * its home page), named in that language.
 */

/**
 * The same page in `tag`'s language, from the content: a menu page by its module, a case study by
 * its place, a post by the first language's post it names as its original (or is).
 */
function versionIn(tag: string, path: string): string {
  const from = languageOf(path);
  const to = languages.find((language) => language.tag === tag)!;
  const page = menuPagesOf(from).find((entry) => entry.path === path);
  const study = caseStudyPagesOf(from).findIndex((entry) => entry.path === path);
  const post = postPagesOf(from).find((entry) => entry.path === path);
  const original = post && (from === languages[0] ? post.slug : post.original);
  const version = postPagesOf(to).find(
    (entry) =>
      original !== undefined && (to === languages[0] ? entry.slug : entry.original) === original,
  );
  // A post with no version leads to the other language's posts, while it has any.
  const posts = menuPagesOf(to).find((entry) => entry.module === 'writing');
  const same = page
    ? menuPagesOf(to).find((entry) => entry.module === page.module)
    : post
      ? (version ?? posts)
      : caseStudyPagesOf(to)[study];
  return same?.path ?? homeOf(to);
}

/** A language's name in its own words, as Intl has it: "español", "English". */
const ownName = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;

test('every page, before any script, links to itself in each other language, named in it', async ({
  page,
}) => {
  test.skip(languages.length < 2, 'the site has one language');
  for (const { path } of pages) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    for (const { tag } of languages.filter((language) => language !== languageOf(path))) {
      const link = footer.locator(`a[hreflang="${tag}"]`);
      await expect(link, `${path} → ${tag}`).toHaveAttribute('href', inSite(versionIn(tag, path)));
      await expect(link).toHaveAttribute('lang', tag);
      await expect(link).toHaveAccessibleName(new RegExp(`^${ownName(tag)}$`, 'i'));
      await expect(link).toBeVisible();
    }
  }
});

test('once the app runs, the switch changes the page’s language in place, focus on its heading', async ({
  page,
}) => {
  test.skip(languages.length < 2, 'the site has one language');
  const [first, other] = languages;
  await openApp(page, homeOf(first!));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').locator(`a[hreflang="${other!.tag}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${homeOf(other!)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', other!.tag);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
