/**
 * One Lighthouse run (mobile defaults: emulated phone, simulated slow 4G and
 * CPU) in a fresh headless Chromium: a cold cache, and a tab in front. Used
 * by the audit tests and by the benchmark. And the Agentic Browsing audit,
 * which needs Lighthouse 13.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { installPinnedTools, toolsFolder } from './pinned-tools';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';

export async function runLighthouse(url: string, categories: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium('Lighthouse'),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: categories,
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const lighthouse13 = path.join(toolsFolder('lighthouse'), 'node_modules', 'lighthouse');

/**
 * Lighthouse 13 from tools/lighthouse (its own lockfile: it declares Node
 * 22, and the site's `npm ci` stays free of that warning), installed on first
 * use. The site's own Lighthouse 12.8 lacks the Agentic Browsing category.
 */
export function ensureLighthouse13(): string {
  const cli = path.join(lighthouse13, 'cli', 'index.js');
  if (existsSync(cli)) return cli;
  installPinnedTools('lighthouse', 'Lighthouse 13');
  return cli;
}

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
  const cli = ensureLighthouse13();
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
      `--config-path=${path.join(lighthouse13, 'core', 'config', 'agentic-browsing-config.js')}`,
      '--only-categories=agentic-browsing',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${['--headless=new', ...CHROMIUM_FLAGS, '--enable-features=WebMCPTesting'].join(' ')}`,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: ensureChromium('Lighthouse') },
      maxBuffer: 64e6,
    },
  );
  if (run.status !== 0) throw new Error(`Lighthouse 13 failed on ${url}:\n${run.stderr}`);
  const lhr = JSON.parse(run.stdout) as {
    lighthouseVersion: string;
    categories: Record<string, { score: number; auditRefs: { id: string }[] }>;
    audits: Record<
      string,
      { title: string; score: number | null; scoreDisplayMode: string; details?: unknown }
    >;
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

// `tsx scripts/lighthouse.ts --prepare`: installs Lighthouse 13 once, before
// the end-to-end tests start two workers that would both try.
if (
  process.argv[2] === '--prepare' &&
  import.meta.url === pathToFileURL(process.argv[1] ?? '').href
)
  ensureLighthouse13();
