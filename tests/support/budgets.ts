/**
 * Byte budgets (deterministic, unlike timings): what a first visit to each
 * route downloads, gzip-compressed as served, counted on the built files;
 * the JavaScript the app loads, counted in the browser (budgets.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { basePath } from '../../app/lib/meta.ts';
import { parseHtml } from './site-checks.ts';

const budgets = {
  /**
   * JavaScript a page has loaded once the app starts, in total (a first visit
   * loads none), measured in the browser (budgets.spec.ts). Why 125:
   * docs/decisions/015-react-router-8-and-the-javascript-budget.md.
   */
  javascriptKb: 125,
  /** CSS a first visit loads, inline or linked. */
  cssKb: 20,
  /**
   * The HTML the first screen needs: the page up to its first lazily loaded
   * image (where the page itself puts the fold), or all of it. With a host's
   * response headers it must fit TCP's first window on a new connection, ten
   * segments of 1,460 bytes. What lies below the fold may follow in the next
   * window. Why: docs/decisions/008-the-first-screen-fits-tcps-first-window.md
   * and 005-the-portfolio-travels-once.md.
   */
  htmlKb: 12.5,
  /**
   * The whole page's HTML: it arrives by the end of the second round trip
   * (TCP's window doubles to twenty segments), headers included.
   */
  htmlTotalKb: 40,
  /** Images loaded eagerly (above the fold), at the largest size on offer. */
  aboveFoldImagesKb: 100,
};

export type Budgets = typeof budgets;
export { budgets, LIMITS_FILE };

const gzipKb = (bytes: Buffer | string) => gzipSync(bytes).length / 1024;
const kb = (bytes: Buffer) => bytes.length / 1024;

/** The file in the build that a URL the site wrote names, its base path taken off. */
const fileAt = (clientDir: string, url: string) =>
  path.join(clientDir, url.startsWith(basePath) ? url.slice(basePath.length) : url);

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

/** Where the limits live, for messages: an owner who must raise one looks here. */
const LIMITS_FILE = 'tests/support/budgets.ts';

/**
 * A size over its limit, with as many decimals as it takes to show it is
 * over (120.04 KB, not 120.0 KB, against 120 KB), up to three.
 */
function overLimit(actual: number, limit: number): string {
  let decimals = 1;
  while (decimals < 3 && Number(actual.toFixed(decimals)) <= limit) decimals += 1;
  return actual.toFixed(decimals);
}

/**
 * What breaks a budget: the route, the size against the limit, the file or
 * chunk to blame where there is one, and where the limit is set.
 */
export function budgetProblems(
  clientDir: string,
  routes: readonly RouteFile[],
  limits: Budgets = budgets,
): string[] {
  const problems: string[] = [];
  const over = (route: string, what: string, actual: number, limit: keyof Budgets, detail = '') => {
    if (actual > limits[limit])
      problems.push(
        `${route}: ${what} ${overLimit(actual, limits[limit])} KB > ${limits[limit]} KB${detail}; the limit is budgets.${limit} in ${LIMITS_FILE}`,
      );
  };
  const read = (url: string) => readFileSync(fileAt(clientDir, url));
  const htmlOf = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
  for (const { route, file } of routes) {
    const html = htmlOf(file);
    const document = parseHtml(html);
    // Where the first lazy image's tag starts in the file.
    const fold = document.querySelector('img[loading="lazy"]')?.range[0] ?? -1;
    over(
      route,
      `HTML above the fold (${file}${fold === -1 ? '' : ', up to its first lazy image'})`,
      gzipKb(fold === -1 ? html : html.slice(0, fold)),
      'htmlKb',
    );
    over(route, `HTML (${file})`, gzipKb(html), 'htmlTotalKb');

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
      'cssKb',
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
      over(route, `above-the-fold image ${image}`, kb(read(image)), 'aboveFoldImagesKb');
    over(
      route,
      'above-the-fold images',
      eager.reduce((sum, image) => sum + kb(read(image)), 0),
      'aboveFoldImagesKb',
    );
  }
  return problems;
}
