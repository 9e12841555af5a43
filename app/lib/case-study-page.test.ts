import { expect, test } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import { SEARCH_LIMITS } from '../content/pages.ts';
import { caseStudyDescription, caseStudyPage, searchTitle } from './case-study-page.ts';
import { documentTitle } from './meta.ts';

// The title a search result shows whole: the page's, " | " and the studio's name; however long
// the name, the page's title keeps 30 characters.
const room = Math.max(SEARCH_LIMITS.title - documentTitle('').length, 30);

test('a title that fits is kept whole, to its last letter', () => {
  const fits = 'a'.repeat(room);
  expect(searchTitle(fits)).toBe(fits);
  expect(searchTitle('A short title')).toBe('A short title');
});

test('a longer title is cut after a whole word, its trailing punctuation dropped, an ellipsis marking the cut', () => {
  const long = 'Reading, writing; and arithmetic for a library of the county — '.repeat(3);
  const clipped = searchTitle(long);
  expect(clipped.length).toBeLessThanOrEqual(room);
  expect(clipped).toMatch(/[^\s,;:.–—-]…$/u);
  const kept = clipped.slice(0, -1);
  expect(long.startsWith(kept)).toBe(true);
  // Cut between words: what followed in the title was a space or a mark before one.
  expect(long.slice(kept.length)).toMatch(/^[\s,;:.–—-]/u);
  // A title of one long word is cut within it.
  expect(searchTitle('x'.repeat(room + 1))).toBe(`${'x'.repeat(room - 1)}…`);
});

test('a case study is under the portfolio, described by its own words or its challenge and results', () => {
  const [project] = siteContent.portfolio.projects;
  const { description: _, ...undescribed } = project!;
  expect(caseStudyPage(project!)).toMatchObject({
    path: `/portfolio/${project!.slug}`,
    label: project!.title,
  });
  expect(caseStudyDescription({ ...undescribed, description: 'Its own words.' })).toBe(
    'Its own words.',
  );
  const derived = caseStudyDescription({
    ...undescribed,
    challenge: 'word '.repeat(40).trim(),
    results: 'More.',
  });
  expect(derived.length).toBeLessThanOrEqual(SEARCH_LIMITS.description.max);
  expect(derived).toMatch(/^word( word)*…$/);
});
