import type { WritingContent } from '../../../app/content/schema.ts';
import { languages, pageOf } from '../../../app/lib/languages.ts';
import { postPagesOf } from '../../../app/lib/site-pages.ts';
import { contentOf } from '../../support/languages.ts';
import { ANY_SIZE, expect, inSite, openApp, startApp, test } from '../fixtures.ts';

/* Each language's list of posts and each post's page, as the files in its writing folder have them. */

const dates = (post: { date: string }) => post.date;

for (const language of languages) {
  const posts = postPagesOf(language);
  const path = pageOf(language, 'writing')?.path;
  if (!path || posts.length === 0) continue;
  const words = () => contentOf<WritingContent>(language, 'writing');

  test(
    `the writing page lists every post, newest first, with its date and description, and links the feed (${language.tag})`,
    { tag: ANY_SIZE },
    async ({ page }) => {
      const writing = await words();
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(
        [...posts.map((post) => post.label), writing.callToAction.heading].map(
          (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')),
        ),
      );
      expect(
        await main
          .locator('li time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
      ).toEqual(posts.map(dates));
      expect(posts.map(dates)).toEqual(posts.map(dates).toSorted().toReversed());
      for (const post of posts) await expect(main).toContainText(post.description);
      await expect(main.getByRole('link', { name: writing.feedLink })).toHaveAttribute(
        'href',
        inSite(`${language.prefix}/feed.xml`),
      );
    },
  );

  test(`a post reached inside the app shows its body, its dates and its neighbours (${language.tag})`, async ({
    page,
  }) => {
    const writing = await words();
    await openApp(page, path);
    for (const [index, post] of posts.entries()) {
      if (index > 0) await openApp(page, path);
      await page.getByRole('main').getByRole('link', { name: post.label }).click();
      await expect(page).toHaveURL(inSite(post.path));
      // Inside the app: the page was not loaded afresh.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const article = page.getByRole('main').getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.label);
      await expect(article.locator('time').first()).toHaveAttribute('datetime', post.date);
      // The body, as the prerendered page has it, and as it stays once the app starts on that page.
      const body = await article.locator(':scope > div').innerText();
      await page.goto(post.path);
      const prerendered = page.getByRole('article').locator(':scope > div');
      expect(await prerendered.innerText()).toBe(body);
      await startApp(page);
      expect(await prerendered.innerText()).toBe(body);
      // Its reading time by its dates, and at its end, the way back to every post.
      await expect(page.getByRole('article').locator('p').first()).toContainText(
        `${new Intl.NumberFormat(language.tag, { style: 'unit', unit: 'minute' }).format(post.minutes)} ${writing.words.readingTime}`,
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: writing.words.allPosts, exact: true }),
      ).toHaveAttribute('href', inSite(path));
      const neighbours = [posts[index + 1], posts[index - 1]].filter(
        (other) => other !== undefined,
      );
      for (const other of neighbours)
        await expect(
          page.getByRole('main').getByRole('link', { name: other.label }),
        ).toHaveAttribute('href', inSite(other.path));
    }
  });

  test(`a post’s code blocks are named regions on the text’s column edges, and one wider than itself scrolls by keyboard (${language.tag})`, async ({
    page,
  }) => {
    const writing = await words();
    for (const post of posts) {
      await page.goto(post.path);
      const main = page.getByRole('main');
      const regions = main.getByRole('region', { name: writing.words.code, exact: true });
      await expect(regions).toHaveCount(await main.locator('pre').count());
      // Text and code share the column's edges.
      const edges = (box: { x: number; width: number } | null) =>
        box && [Math.round(box.x), Math.round(box.x + box.width)];
      const text = edges(await main.locator('article p').last().boundingBox());
      for (const region of await regions.all())
        expect(edges(await region.boundingBox()), 'a code block’s edges').toEqual(text);
      for (const region of await regions.all()) {
        const wider = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
        if (!wider) continue;
        await expect(region).toHaveAttribute('tabindex', '0');
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => region.evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(0);
      }
    }
  });
}
