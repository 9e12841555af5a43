/**
 * Byte budgets, counted on the built files (deterministic, unlike timings):
 * what a first visit to each route downloads, gzip-compressed as served.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseHtml } from './site-checks';

export const budgets = {
  /** JavaScript a first visit loads, in total. */
  javascriptKb: 120,
  /**
   * The least JavaScript a hydrating page can load (React, React DOM and the
   * router are some 110 KB): below this, the checker is not finding the
   * scripts, and the budget above would pass without measuring anything.
   */
  javascriptMinKb: 60,
  /** CSS a first visit loads, inline or linked. */
  cssKb: 20,
  /**
   * The page's own HTML. With a host's response headers (some 1.8 KB from
   * `serve`, most of it the CSP) it must fit TCP's first window on a new
   * connection, ten segments of 1,460 bytes: a page beyond it takes a whole
   * round trip more to arrive (on a phone, some 150 ms to the first paint).
   */
  htmlKb: 12.5,
  /** Preloaded font files, and their weight. */
  fontFiles: 2,
  fontKb: 60,
  /** Images loaded eagerly (above the fold), at the largest size on offer. */
  aboveFoldImagesKb: 100,
};

export type Budgets = typeof budgets;

const gzipKb = (bytes: Buffer | string) => gzipSync(bytes).length / 1024;
const kb = (bytes: Buffer) => bytes.length / 1024;

/**
 * Every script a page loads before any interaction: its own, and all they
 * import statically (`found`). A referenced script that is not in the build
 * is listed under `missing`.
 */
export function scriptGraph(clientDir: string, html: string) {
  const queue = [
    ...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1]!)),
  ];
  const seen = new Set<string>();
  const missing: string[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url) || missing.includes(url)) continue;
    const file = path.join(clientDir, url);
    if (!existsSync(file)) {
      missing.push(url);
      continue;
    }
    seen.add(url);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import{a as b}from"./chunk.js"` and `import"./x.js"`; import() waits for navigation.
    for (const match of code.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(url), match[1]!));
    }
  }
  return { found: [...seen], missing };
}

function largestCandidate(srcset: string): string | undefined {
  const candidates = srcset.split(',').map((candidate) => {
    const [url = '', width = '0w'] = candidate.trim().split(/\s+/);
    return { url, width: Number.parseInt(width, 10) };
  });
  return candidates.toSorted((a, b) => b.width - a.width)[0]?.url;
}

export interface RouteFile {
  /** The route, for messages ("/home"). */
  readonly route: string;
  /** Its HTML file inside the client build folder ("home.html"). */
  readonly file: string;
}

/** What breaks a budget, naming the route and, where one file is to blame, the file. */
export function budgetProblems(
  clientDir: string,
  routes: readonly RouteFile[],
  limits: Budgets = budgets,
): string[] {
  const problems: string[] = [];
  const over = (route: string, what: string, actual: number, limit: number, detail = '') => {
    if (actual > limit)
      problems.push(`${route}: ${what} ${actual.toFixed(1)} KB > ${limit} KB${detail}`);
  };
  const read = (url: string) => readFileSync(path.join(clientDir, url));
  for (const { route, file } of routes) {
    const html = readFileSync(path.join(clientDir, file), 'utf8');
    const document = parseHtml(html);
    over(route, `HTML (${file})`, gzipKb(html), limits.htmlKb);

    const graph = scriptGraph(clientDir, html);
    for (const url of graph.missing)
      problems.push(`${route}: script ${url} is referenced but not in the build`);
    const scripts = graph.found.map((url) => ({ url, size: gzipKb(read(url)) }));
    const heaviest = scripts.toSorted((a, b) => b.size - a.size)[0];
    const javascript = scripts.reduce((sum, script) => sum + script.size, 0);
    over(
      route,
      'JavaScript',
      javascript,
      limits.javascriptKb,
      heaviest ? ` (largest: ${heaviest.url}, ${heaviest.size.toFixed(1)} KB)` : '',
    );
    if (javascript < limits.javascriptMinKb)
      problems.push(
        `${route}: JavaScript ${javascript.toFixed(1)} KB < ${limits.javascriptMinKb} KB: the checker is not finding the page's scripts`,
      );

    const inlineCss = document
      .querySelectorAll('style')
      .map((style) => style.text)
      .join('');
    const linkedCss = document
      .querySelectorAll('link[rel="stylesheet"]:not([disabled])')
      .map((link) => read(link.getAttribute('href')!));
    over(
      route,
      'CSS',
      gzipKb(inlineCss) + linkedCss.reduce((sum, css) => sum + gzipKb(css), 0),
      limits.cssKb,
    );

    const fonts = document
      .querySelectorAll('link[rel="preload"][as="font"]')
      .map((link) => link.getAttribute('href')!);
    if (fonts.length > limits.fontFiles)
      problems.push(`${route}: ${fonts.length} fonts preloaded > ${limits.fontFiles}`);
    over(
      route,
      'preloaded fonts',
      fonts.reduce((sum, font) => sum + kb(read(font)), 0),
      limits.fontKb,
    );

    const eager = document
      .querySelectorAll('img')
      .filter((image) => image.getAttribute('loading') !== 'lazy')
      .map((image) => {
        const firstSource = image.parentNode?.querySelector('source');
        return firstSource
          ? largestCandidate(firstSource.getAttribute('srcset') ?? '')!
          : image.getAttribute('src')!;
      });
    for (const image of eager)
      over(route, `above-the-fold image ${image}`, kb(read(image)), limits.aboveFoldImagesKb);
    over(
      route,
      'above-the-fold images',
      eager.reduce((sum, image) => sum + kb(read(image)), 0),
      limits.aboveFoldImagesKb,
    );
  }
  return problems;
}
