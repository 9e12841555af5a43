import { runLighthouse } from '../../scripts/lighthouse';
import { expect, pages, test } from './fixtures';

// Lighthouse's own mobile defaults (emulated phone, simulated slow network).
// Performance is measured by `npm run bench`, not asserted here.
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];

test.describe.configure({ timeout: 120_000 });

for (const entry of pages) {
  test(`${entry.path} scores 100 for accessibility, best practices and SEO`, async ({
    baseURL,
  }) => {
    const lhr = await runLighthouse(`${baseURL}${entry.path}`, CATEGORIES);
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id}: ${audit.title}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    expect({ scores, failing }).toEqual({
      scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
      failing: [],
    });
  });
}
