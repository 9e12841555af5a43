import { AUDITED_CATEGORIES, runLighthouseAudit } from '../../support/lighthouse-audit.ts';
import { expect, sampledPages, test } from '../fixtures.ts';

// Lighthouse's own mobile defaults (emulated phone, simulated slow network),
// in an agent's browser. Performance is measured by `npm run bench`, not
// asserted here.
//
// Agentic Browsing, with WebMCP switched on: the accessibility tree, the
// tools and their schemas, CLS and /llms.txt. The form and catalog audits
// do not apply: the site has no forms and claims no agent catalog.

// Up to three Lighthouse runs of a page (lighthouse-audit.ts), each a fresh
// Chromium and a trace: far more than the default, more on a loaded machine.
test.describe.configure({ timeout: 120_000 });

for (const entry of sampledPages) {
  test(`${entry.path} scores 100 for accessibility, best practices, SEO and Agentic Browsing`, async ({
    baseURL,
  }) => {
    const result = runLighthouseAudit(`${baseURL}${entry.path}`);
    expect({
      scores: result.scores,
      failing: result.failing,
      tools: result.tools.length,
    }).toEqual({
      scores: Object.fromEntries(AUDITED_CATEGORIES.map((id) => [id, 100])),
      failing: [],
      tools: 5,
    });
    expect(result.agenticAudits).toEqual(
      expect.arrayContaining(['webmcp-registered-tools', 'webmcp-schema-validity', 'llms-txt']),
    );
  });
}
