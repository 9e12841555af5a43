/**
 * One Lighthouse 13 run of a page for the audit tests, from the same
 * Lighthouse as the bench (scripts/dev/lighthouse.ts): accessibility, best
 * practices, SEO and Agentic Browsing, in a Chromium with the WebMCP draft
 * switched on, as an agent's browser has it. There the app starts at once, so
 * the run audits the page with everything script adds; the page before the
 * app starts is axe's (tests/e2e/both-sizes/a11y.spec.ts).
 */
import path from 'node:path';
import { lighthouse13, lighthouseCli } from '../../scripts/dev/lighthouse.ts';

export const AUDITED_CATEGORIES = ['accessibility', 'best-practices', 'seo', 'agentic-browsing'];

/** Modes of an audit that neither passes nor fails the page. */
const UNSCORED = new Set(['notApplicable', 'informative', 'manual']);

export interface AuditResult {
  /** Each category's score, 0 to 100 (Agentic Browsing's: the share of its audits passed). */
  readonly scores: Readonly<Record<string, number>>;
  /** Every scored audit short of full marks, or that could not run: `category › id: title (mode)`. */
  readonly failing: readonly string[];
  /** The Agentic Browsing audits that apply to the page. */
  readonly agenticAudits: readonly string[];
  /** Tools the WebMCP audit found registered. */
  readonly tools: readonly string[];
}

/**
 * The audit of one page. A run in which an audit could not complete (a busy
 * machine) is run again, up to twice; the last run is reported as it is.
 */
export function runLighthouseAudit(url: string): AuditResult {
  for (let attempt = 1; ; attempt += 1) {
    const result = auditRun(url);
    if (attempt === 3 || !result.failing.some((line) => line.endsWith('(error)'))) return result;
  }
}

function auditRun(url: string): AuditResult {
  const config = path.join(lighthouse13, 'core', 'config', 'agentic-browsing-config.js');
  const lhr = lighthouseCli(
    url,
    [
      `--config-path=${config}`,
      `--only-categories=${AUDITED_CATEGORIES.join(',')}`,
      // A picture of the whole page, for the HTML report's element thumbnails: no audit scores it.
      '--disable-full-page-screenshot',
    ],
    ['--enable-features=WebMCPTesting'],
  );
  const scores: Record<string, number> = {};
  const failing: string[] = [];
  for (const id of AUDITED_CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) throw new Error(`Lighthouse 13 ran no ${id} category on ${url}`);
    scores[id] = Math.round((category.score ?? 0) * 100);
    for (const { id: auditId } of category.auditRefs) {
      const audit = lhr.audits[auditId];
      const mode = audit?.scoreDisplayMode ?? 'error';
      if (!UNSCORED.has(mode) && audit?.score !== 1)
        failing.push(`${id} › ${auditId}: ${audit?.title ?? auditId} (${mode})`);
    }
  }
  const agenticAudits = lhr.categories['agentic-browsing']!.auditRefs.map(({ id }) => id).filter(
    (id) => lhr.audits[id]?.scoreDisplayMode !== 'notApplicable',
  );
  // The registered-tools audit lists its tools in sections (imperative, declarative).
  const sections =
    (
      lhr.audits['webmcp-registered-tools']?.details as
        { items?: { value?: { items?: { tool?: string }[] } }[] } | undefined
    )?.items ?? [];
  const tools = sections.flatMap((section) => section.value?.items ?? []).map((row) => row.tool);
  return {
    scores,
    failing,
    agenticAudits,
    tools: tools.filter((tool) => typeof tool === 'string'),
  };
}
