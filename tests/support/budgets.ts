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
   * loads none), measured in the browser (budgets.spec.ts), with the shipped
   * content. Why 125:
   * docs/decisions/015-react-router-8-and-the-javascript-budget.md.
   */
  javascriptKb: 125,
  /**
   * The same, less the chunks of the site's words (`words-*.js`: each
   * language's settings and pages), with any content: an owner's longer words,
   * or another language, grow the words alone (decision 044).
   */
  codeKb: 122,
  /** CSS a first visit loads, inline or linked. */
  cssKb: 20,
  /**
   * Each page whole, compressed as each host sends it, with its headers, in
   * bytes, with the shipped content: room left for an owner's longer words
   * inside the first round trip (scripts/build/first-round-trip.ts), which the
   * build warns of for any content. The display face's preload and stand-in
   * took part of that room (decision 042), and the pictures' dark versions and
   * a case study's neighbours with theirs more (decision 043).
   */
  roundTripBytes: 14_100,
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
    const document = parseHtml(htmlOf(file));

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
