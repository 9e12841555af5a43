import { contact } from '../../../app/content/contact.ts';
import { home } from '../../../app/content/home.ts';
import { contactPath, homePath, pageFor } from '../../../app/content/pages.ts';

const [homePage, contactPage] = [pageFor(homePath), pageFor(contactPath)];
import type { Page } from '@playwright/test';
import { expect, ifListed, openApp, test } from '../fixtures.ts';
import { portfolio } from '../../../app/content/projects.ts';
import { site } from '../../../app/content/site.ts';

/**
 * Records each view transition the page starts, once it has finished: every
 * animation (pseudo-element and duration) that ran on any of its frames. On a
 * busy machine the pseudo-elements' animations are created a frame or more
 * after `ready`, not all on the same one.
 */
async function watchTransitions(page: Page) {
  await page.addInitScript(() => {
    const seen: string[][] = [];
    Object.assign(window, { transitions: seen });
    const record = (transition: ViewTransition) => {
      const animations: string[] = [];
      let finished = false;
      const read = () => {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect;
          const running = `${effect.pseudoElement} ${effect.getTiming().duration}`;
          if (!animations.includes(running)) animations.push(running);
        }
        if (!finished) requestAnimationFrame(read);
      };
      transition.ready.then(read).catch(() => animations.push('skipped'));
      void transition.finished.finally(() => {
        finished = true;
        seen.push(animations);
      });
    };
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      const transition = start(update);
      record(transition);
      return transition;
    }) as typeof document.startViewTransition;
    // A transition from the page before, for a link followed without the app (cross-document).
    addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition: ViewTransition | null })
        .viewTransition;
      if (transition) record(transition);
    });
  });
  return () => page.evaluate(() => (window as unknown as { transitions: string[][] }).transitions);
}

test('a route change cross-fades the main content for 400ms, and focus still lands on the heading', async ({
  page,
}) => {
  const transitions = await watchTransitions(page);
  await openApp(page, '/home');
  await page
    .getByRole('navigation', { name: site.words.navigation })
    .getByRole('link', { name: contactPage.label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: contact.heading })).toBeFocused();
  await expect.poll(transitions).toHaveLength(1);
  const [animations] = await transitions();
  expect(animations).toEqual(
    expect.arrayContaining([
      '::view-transition-old(main-content) 400',
      '::view-transition-new(main-content) 400',
    ]),
  );
  // The toolbar and menu stay still: nothing animates the page as a whole.
  expect(animations!.filter((animation) => animation.includes('(root)'))).toEqual([]);
});

test('with reduced motion the page changes without animation, and focus still lands on the heading', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const transitions = await watchTransitions(page);
  await openApp(page, contactPath);
  await page
    .getByRole('navigation', { name: site.words.navigation })
    .getByRole('link', { name: homePage.label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeFocused();
  await expect.poll(transitions).toHaveLength(1);
  expect((await transitions())[0]).toEqual([]);
});

// The first project with a picture: its picture grows from its card into its case study's hero,
// from the portfolio (whose cards a first visit keeps as the HTML has them: a page load) and
// from the home page (in the app).
const pictured = portfolio.projects.find((project) =>
  project.sites.some((site) => site.screenshot),
);
/** The main content's entrance: the page after was drawn with its main content. */
const MAIN_IN = '::view-transition-new(main-content) 400';
const fromPages = [
  ...ifListed('/portfolio').map((path) => ({ path, card: 'article' })),
  ...(pictured?.featured
    ? ifListed('/portfolio').map(() => ({ path: '/home', card: 'main' }))
    : []),
];
for (const { path, card } of pictured ? fromPages : [])
  test(`${path}: a card’s picture becomes its case study’s hero on the way in`, async ({
    page,
  }) => {
    const transitions = await watchTransitions(page);
    // A page that loads (a link followed without the app) may be drawn, on a busy machine,
    // before its main content is parsed: the transition then has nothing to grow into, and the
    // way in is taken again (rel=expect would hold the drawing, but the W3C checker refuses it).
    let animations: string[] = [];
    for (let attempt = 0; attempt < 3 && !animations.includes(MAIN_IN); attempt += 1) {
      await openApp(page, path);
      await page
        .locator(card, { has: page.getByRole('link', { name: pictured!.title, exact: true }) })
        .last()
        .getByRole('link', { name: pictured!.title, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: pictured!.title })).toBeVisible();
      await expect.poll(transitions).toHaveLength(1);
      animations = (await transitions())[0] ?? [];
    }
    // A group moves it only when the page before and the page after both have it.
    expect(animations).toEqual(
      expect.arrayContaining([`::view-transition-group(picture-${pictured!.slug}) 400`]),
    );
  });
