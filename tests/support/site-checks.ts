/**
 * Checks the tests run on the built site's HTML. Each returns a list of
 * problems (empty when all is well), so a failure says everything wrong at once.
 * And an answer fetched as the host sent it.
 */
import { get } from 'node:http';
import { type HTMLElement, parse } from 'node-html-parser';

export type Html = HTMLElement;

export function parseHtml(html: string): Html {
  return parse(html, { comment: false });
}

export interface Fetched {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export interface CrawlResult {
  readonly problems: string[];
  /** Internal pages reached, by path. */
  readonly pages: string[];
  /** Assets referenced by those pages, by path. */
  readonly assets: string[];
}

/** Every URL a document refers to, with what refers to it. */
function references(document: Html): { url: string; kind: 'link' | 'asset' }[] {
  const found: { url: string; kind: 'link' | 'asset' }[] = [];
  for (const anchor of document.querySelectorAll('a[href]'))
    found.push({ url: anchor.getAttribute('href')!, kind: 'link' });
  for (const element of document.querySelectorAll('img[src], script[src], link[href]')) {
    const rel = element.getAttribute('rel') ?? '';
    if (rel === 'canonical') continue;
    found.push({
      url: element.getAttribute('src') ?? element.getAttribute('href')!,
      kind: 'asset',
    });
  }
  for (const element of document.querySelectorAll('[srcset]')) {
    for (const candidate of element.getAttribute('srcset')!.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) found.push({ url, kind: 'asset' });
    }
  }
  for (const meta of document.querySelectorAll('meta[property="og:image"]')) {
    found.push({ url: meta.getAttribute('content')!, kind: 'asset' });
  }
  return found;
}

/**
 * Follows every internal link from `start`, fetching each page and every
 * asset the pages use. `siteUrl` is where the site will live: absolute URLs
 * on it (canonical, share image) are checked as internal paths.
 */
export async function crawl(
  fetch: (path: string) => Promise<Fetched>,
  options: {
    start: readonly string[];
    pagePaths: ReadonlySet<string>;
    siteUrl: string;
    /** Paths that answer 404 by design with a page of their own, which is read like any other. */
    notFound?: ReadonlySet<string>;
  },
): Promise<CrawlResult> {
  const problems: string[] = [];
  const queue = [...options.start];
  const pages = new Set<string>();
  const assets = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    pages.add(path);
    if (!options.pagePaths.has(path))
      problems.push(`${path} is linked but is not a page in the route list`);
    const response = await fetch(path);
    const expected = options.notFound?.has(path) ? 404 : 200;
    if (response.status !== expected) {
      problems.push(`${path} answered ${response.status}`);
      continue;
    }
    for (const { url, kind } of references(parseHtml(response.body))) {
      if (url.startsWith('mailto:') || url.startsWith('tel:') || url.startsWith('#')) continue;
      let target = url;
      if (url.startsWith(options.siteUrl)) target = url.slice(options.siteUrl.length) || '/';
      else if (/^[a-z]+:/i.test(url)) {
        if (!url.startsWith('https://'))
          problems.push(`${path} links to ${url}, which is not https`);
        continue;
      }
      target = target.split('#')[0]!;
      // A link to a file (the contact card, say) is checked like an asset.
      if (kind === 'link' && !/\.[a-z0-9]+$/i.test(target)) {
        if (!pages.has(target)) queue.push(target);
      } else {
        assets.add(target);
      }
    }
  }
  for (const asset of assets) {
    const response = await fetch(asset);
    if (response.status !== 200) problems.push(`${asset} answered ${response.status}`);
  }
  return { problems, pages: [...pages], assets: [...assets] };
}

/** An answer's body as sent, still encoded (Playwright's request decodes it). */
export function rawGet(url: URL, encoding: string) {
  return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const { 'content-encoding': encoding, vary } = response.headers;
      response.on('end', () => resolve({ encoding, vary, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
