import { runLighthouse } from '../../../scripts/dev/lighthouse';
import { runAgenticAudit } from '../../support/lighthouse-audit';
import { expect, pages, test } from '../fixtures';

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

// Lighthouse 13's Agentic Browsing category, with WebMCP switched on: the
// accessibility tree, the tools and their schemas, CLS and /llms.txt. The
// form and catalog audits do not apply: the site has no forms and claims no
// agent catalog.
for (const entry of pages) {
  test(`${entry.path} passes every applicable Agentic Browsing audit`, async ({ baseURL }) => {
    const result = runAgenticAudit(`${baseURL}${entry.path}`);
    // Only "not applicable" is excused: an audit that could not run fails too.
    const applicable = result.audits.filter((audit) => audit.mode !== 'notApplicable');
    const failing = applicable
      .filter((audit) => audit.score !== 1)
      .map((audit) => `${audit.id}: ${audit.title} (${audit.mode})`);
    expect({ score: result.score, failing, tools: result.tools.length }).toEqual({
      score: 1,
      failing: [],
      tools: 4,
    });
    expect(applicable.map((audit) => audit.id)).toEqual(
      expect.arrayContaining(['webmcp-registered-tools', 'webmcp-schema-validity', 'llms-txt']),
    );
  });
}
