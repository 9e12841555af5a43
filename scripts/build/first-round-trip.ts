/**
 * What a page costs the first round trip of a new connection, on each kind
 * of host: the whole document, compressed as the host sends it, with its
 * response headers. A server sends ten TCP segments (14,600 bytes) before it
 * waits for the visitor's reply, and the lab's phone paints nothing until the
 * document is whole: one byte more costs the first paint a round trip
 * (docs/decisions/008-the-first-screen-fits-tcps-first-window.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Ten segments of 1,460 bytes: what arrives before the first reply. */
export const FIRST_WINDOW = 14_600;

/** A response's headers as sent over HTTP/1.1, the longest form they take. */
const headerBlock = (headers: Readonly<Record<string, string>>) =>
  `HTTP/1.1 200 OK\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/** What the host itself adds to an answer, each value as long as it comes. */
const HOST_OWN = {
  Date: 'Fri, 27 Nov 2026 20:44:58 GMT',
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': '12345',
  ETag: '"0123456789abcdef0123456789abcdef"',
  Server: 'cloudflare',
  Vary: 'Accept-Encoding',
};

/**
 * GitHub Pages' answer to a page: it reads no rule file, and sends these
 * (the request's own values vary; their lengths do not).
 */
const GITHUB_PAGES_HEADERS = {
  Server: 'GitHub.com',
  'Content-Type': 'text/html; charset=utf-8',
  'Last-Modified': 'Fri, 27 Nov 2026 20:44:58 GMT',
  'Access-Control-Allow-Origin': '*',
  ETag: 'W/"6747a0fa-d6c4"',
  Expires: 'Fri, 27 Nov 2026 20:54:58 GMT',
  'Cache-Control': 'max-age=600',
  'Content-Encoding': 'gzip',
  'X-Proxy-Cache': 'MISS',
  'X-GitHub-Request-Id': 'A1B2:3C4D5E:6F7A8B:9C0D1E:6747A0FA',
  'Accept-Ranges': 'bytes',
  Age: '0',
  Date: 'Fri, 27 Nov 2026 20:44:58 GMT',
  Via: '1.1 varnish',
  'X-Served-By': 'cache-fra-eddf8230067-FRA',
  'X-Cache': 'MISS',
  'X-Cache-Hits': '0',
  'X-Timer': 'S1795812298.123456,VS0,VE112',
  Vary: 'Accept-Encoding',
  'X-Fastly-Request-Id': '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
  'Content-Length': '12345',
};

export interface RoundTrip {
  readonly host: string;
  readonly encoding: 'gzip' | 'br';
  /** The compressed document with its headers. */
  readonly bytes: number;
  /** The document as that host serves it. */
  readonly html: string;
  readonly compress: (text: string) => number;
}

// At the levels a server compresses at as it answers (zlib's default; brotli's 5), which the
// hosts' own levels match or beat: nginx sends twins made at the highest.
const gzip = (text: string) => gzipSync(text).length;
const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

/**
 * A page's first round trip on GitHub Pages (its own copy, gzip, its own
 * headers) and on the hosts that take the site's rules (Netlify, Cloudflare
 * Pages, nginx: brotli, with the headers `_headers` gives the page).
 */
export function firstRoundTrips(
  buildDir: string,
  file: string,
  ruleHeaders: Readonly<Record<string, string>>,
): RoundTrip[] {
  const read = (folder: string) => readFileSync(path.join(buildDir, folder, file), 'utf8');
  const pages = read('github-pages');
  const client = read('client');
  const rules = { ...HOST_OWN, ...ruleHeaders, 'Content-Encoding': 'br' };
  return [
    {
      host: 'GitHub Pages',
      encoding: 'gzip',
      bytes: gzip(pages) + headerBlock(GITHUB_PAGES_HEADERS).length,
      html: pages,
      compress: gzip,
    },
    {
      host: 'Netlify, Cloudflare Pages and nginx',
      encoding: 'br',
      bytes: brotli(client) + headerBlock(rules).length,
      html: client,
      compress: brotli,
    },
  ];
}

/** The parts of a page an owner's content can grow, by what they look like in it. */
const PARTS: readonly [string, RegExp][] = [
  ['the stylesheet', /<style[\s\S]*?<\/style>/g],
  ['the structured data', /<script type="application\/ld\+json">[\s\S]*?<\/script>/g],
  ['the scripts and their data', /<script(?! type="application\/ld\+json")[\s\S]*?<\/script>/g],
  ['the icons', /<svg[\s\S]*?<\/svg>/g],
  ['the pictures', /<picture[\s\S]*?<\/picture>/g],
  ['the cards and articles', /<article[\s\S]*?<\/article>/g],
  ['the head’s links and tags', /<(?:link|meta)\b[^>]*>/g],
];

/** What weighs most in a page, heaviest first: each part by the bytes it adds compressed. */
function heaviestParts({ html, compress }: RoundTrip): string {
  const whole = compress(html);
  return PARTS.map(
    ([name, pattern]) => [name, whole - compress(html.replace(pattern, ''))] as const,
  )
    .filter(([, bytes]) => bytes > 0)
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, bytes]) => `${name} ${bytes.toLocaleString('en-US')}`)
    .join(', ');
}

/** The build's warning for a page longer than the first round trip, or undefined. */
export function roundTripWarning(page: string, trips: readonly RoundTrip[]): string | undefined {
  const over = trips.filter((trip) => trip.bytes > FIRST_WINDOW);
  const [worst] = over.toSorted((a, b) => b.bytes - a.bytes);
  if (!worst) return undefined;
  const sizes = over
    .map((trip) => `${trip.bytes.toLocaleString('en-US')} bytes on ${trip.host} (${trip.encoding})`)
    .join(', ');
  return `${page} is ${sizes}, with its headers, against the ${FIRST_WINDOW.toLocaleString('en-US')} of a first round trip: its first paint waits a round trip more. What weighs most: ${heaviestParts(worst)}. What to do: README, "A page's first round trip".`;
}
