/**
 * Checks the tests run on the built site's HTML. Each returns a list of
 * problems (empty when all is well), so a failure says everything wrong at once.
 */
import { type HTMLElement, parse } from 'node-html-parser';

export type Html = HTMLElement;

export function parseHtml(html: string): Html {
  return parse(html, { comment: false });
}

function text(element: HTMLElement): string {
  return element.text.replace(/\s+/g, ' ').trim();
}

function metaContent(
  document: Html,
  attribute: 'name' | 'property',
  key: string,
): string | undefined {
  return document.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');
}

/** Title, description, canonical URL, sharing tags, language and theme colour. */
export function metaProblems(document: Html, expected: { canonical: string }): string[] {
  const problems: string[] = [];
  const title = document.querySelector('title')?.text.trim();
  if (!title) problems.push('no <title>');
  const description = metaContent(document, 'name', 'description');
  if (!description) problems.push('no meta description');
  else if (description.length < 50 || description.length > 160) {
    problems.push(
      `the meta description is ${description.length} characters; it should be 50 to 160`,
    );
  }
  const canonical = document
    .querySelectorAll('link[rel="canonical"]')
    .map((link) => link.getAttribute('href'));
  if (canonical.length !== 1 || canonical[0] !== expected.canonical) {
    problems.push(
      `canonical should be ${expected.canonical}, found ${canonical.join(', ') || 'none'}`,
    );
  }
  for (const property of [
    'og:title',
    'og:description',
    'og:type',
    'og:url',
    'og:image',
    'og:image:alt',
  ]) {
    if (!metaContent(document, 'property', property)) problems.push(`no ${property}`);
  }
  if (metaContent(document, 'property', 'og:url') !== expected.canonical)
    problems.push('og:url differs from the canonical URL');
  if (metaContent(document, 'name', 'twitter:card') !== 'summary_large_image')
    problems.push('no large Twitter card');
  for (const name of ['twitter:title', 'twitter:description', 'twitter:image']) {
    if (!metaContent(document, 'name', name)) problems.push(`no ${name}`);
  }
  if (!document.querySelector('html')?.getAttribute('lang')) problems.push('no lang on <html>');
  if (!metaContent(document, 'name', 'theme-color')) problems.push('no theme-color');
  return problems;
}

const VAGUE_LINK_TEXT = new Set(['click here', 'here', 'read more', 'more', 'link', 'this']);

/** Link text that says nothing, and external links that don't say where they go. */
export function linkTextProblems(document: Html): string[] {
  const problems: string[] = [];
  for (const link of document.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    const name = [
      text(link),
      ...link.querySelectorAll('img').map((image) => image.getAttribute('alt') ?? ''),
    ]
      .join(' ')
      .trim();
    if (!name) problems.push(`link to ${href} has no text`);
    else if (VAGUE_LINK_TEXT.has(text(link).toLowerCase()))
      problems.push(`link to ${href} says only "${text(link)}"`);
    if (/^https?:/.test(href)) {
      const host = new URL(href).hostname.replace(/^www\./, '');
      if (!name.includes(host) && !/external site/i.test(name)) {
        problems.push(`external link to ${href} doesn't name ${host} or say it is external`);
      }
    }
  }
  return problems;
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
  for (const meta of document.querySelectorAll(
    'meta[property="og:image"], meta[name="twitter:image"]',
  )) {
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
