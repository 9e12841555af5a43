import { writingPath } from '../../../app/content/pages.ts';
import { site } from '../../../app/content/site.ts';
import { writing } from '../../../app/content/writing.ts';
import { postPages } from '../../../app/lib/site-pages.ts';
import { ANY_SIZE, expect, ifListed, inSite, openApp, startApp, test } from '../fixtures.ts';

/* The list of posts and each post's page, as the files in app/content/writing/ have them. */

const posts = postPages;
const dates = (post: { date: string }) => post.date;

for (const path of posts.length > 0 ? ifListed(writingPath) : []) {
  test(
    'the writing page lists every post, newest first, with its date and description, and links the feed',
    { tag: ANY_SIZE },
    async ({ page }) => {
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
        inSite('/feed.xml'),
      );
    },
  );

  test('a post reached inside the app shows its body, its dates and its neighbours', async ({
    page,
  }) => {
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
        `${new Intl.NumberFormat(site.language, { style: 'unit', unit: 'minute' }).format(post.minutes)} ${writing.words.readingTime}`,
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
}

test('a post’s code blocks are named regions, and one wider than itself scrolls by keyboard', async ({
  page,
}) => {
  for (const post of posts) {
    await page.goto(post.path);
    const main = page.getByRole('main');
    const regions = main.getByRole('region', { name: writing.words.code, exact: true });
    await expect(regions).toHaveCount(await main.locator('pre').count());
    for (const region of await regions.all()) {
      const wider = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
      if (!wider) continue;
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
  }
});
