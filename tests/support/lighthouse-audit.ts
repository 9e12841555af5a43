/**
 * Lighthouse 13's Agentic Browsing category for the audit tests, from the
 * same pinned Lighthouse as the bench (scripts/dev/lighthouse.ts).
 */
import path from 'node:path';
import { type LighthouseResult, lighthouse13, lighthouseCli } from '../../scripts/dev/lighthouse';

export interface AgenticResult {
  /** The category's score, 0 to 1: the share of applicable audits passed. */
  readonly score: number;
  readonly audits: readonly {
    readonly id: string;
    readonly title: string;
    /** null where the audit does not apply. */
    readonly score: number | null;
    /** "notApplicable" where it does not apply; "error" where it could not run. */
    readonly mode: string;
  }[];
  /** Tools the WebMCP audit found registered. */
  readonly tools: readonly string[];
  readonly version: string;
}

/**
 * Lighthouse 13's Agentic Browsing category for one page, in a Chromium with
 * the WebMCP draft switched on, as an agent's browser would have it.
 */
export function runAgenticAudit(url: string): AgenticResult {
  // A run in which an audit could not complete (a busy machine) is run again,
  // up to twice, as the benchmark does; the last run is reported as it is.
  for (let attempt = 1; ; attempt += 1) {
    const result = agenticRun(url);
    if (attempt === 3 || !result.audits.some((audit) => audit.mode === 'error')) return result;
  }
}

function agenticRun(url: string): AgenticResult {
  const config = path.join(lighthouse13, 'core', 'config', 'agentic-browsing-config.js');
  const lhr = lighthouseCli(
    url,
    [`--config-path=${config}`, '--only-categories=agentic-browsing'],
    ['--enable-features=WebMCPTesting'],
  ) as LighthouseResult & {
    categories: Record<string, { score: number; auditRefs: { id: string }[] }>;
  };
  const category = lhr.categories['agentic-browsing'];
  if (!category) throw new Error(`Lighthouse 13 ran no Agentic Browsing category on ${url}`);
  // The registered-tools audit lists its tools in sections (imperative, declarative).
  const sections =
    (
      lhr.audits['webmcp-registered-tools']?.details as
        { items?: { value?: { items?: { tool?: string }[] } }[] } | undefined
    )?.items ?? [];
  const tools = sections.flatMap((section) => section.value?.items ?? []).map((row) => row.tool);
  return {
    score: category.score,
    audits: category.auditRefs.map(({ id }) => ({
      id,
      title: lhr.audits[id]?.title ?? id,
      score: lhr.audits[id]?.score ?? null,
      mode: lhr.audits[id]?.scoreDisplayMode ?? 'error',
    })),
    tools: tools.filter((tool) => typeof tool === 'string'),
    version: lhr.lighthouseVersion,
  };
}
