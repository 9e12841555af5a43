/**
 * Where every document lives in the build, and the redirects and response
 * headers the site promises, defined once. Each host target in `hosts/`
 * writes them out in its own format (see `hosts/index.ts`).
 *
 * The layout is flat: `/about` is `about.html`, served at the slash-less URL
 * with status 200, so one rule per page covers the only URL that page answers
 * at (docs/decisions/006-flat-html-files.md). Why each header is there:
 * docs/decisions/007-why-each-header.md.
 */
import { homePath } from '../../app/content/pages.ts';
import { postPagesOf, sitePages } from '../../app/lib/site-pages.ts';
import { languages } from '../../app/lib/languages.ts';
import { feedPathOf } from '../../app/lib/meta.ts';
import { vcardPath } from '../../app/lib/vcard.ts';

export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

export const redirects: readonly Redirect[] = [{ from: '/', to: homePath, status: 301 }];

/** A document the build writes: the URL path it answers at and its file under `build/client`. */
export interface DocumentFile {
  readonly path: string;
  readonly file: string;
}

/** Every page, case studies included, at its canonical URL. */
export const pageDocuments: readonly DocumentFile[] = sitePages.map((page) => ({
  path: page.path,
  file: `${page.path.slice(1)}.html`,
}));

/** A language's not-found page, prerendered at its prefix's /404. */
const notFoundIn = (prefix: string): DocumentFile => ({
  path: `${prefix}/404.html`,
  file: `${prefix}/404.html`.slice(1),
});

/** The first language's not-found page, which hosts answer unknown paths with (status 404). */
export const notFoundDocument: DocumentFile = notFoundIn('');

/**
 * Each language's not-found page: hosts answer a path under a translation's prefix with its own
 * where they can (Cloudflare Pages, Netlify and nginx), else with the first's.
 */
export const notFoundDocuments: readonly DocumentFile[] = [
  notFoundDocument,
  ...languages.slice(1).map(({ prefix }) => notFoundIn(prefix)),
];

/**
 * The page prerendered for "/": a meta refresh to the home page, for hosts
 * that read no redirect rules (GitHub Pages). Hosts with rules never see it:
 * on Netlify a file at "/" would shadow the 301.
 */
export const rootRedirectDocument: DocumentFile = { path: '/', file: 'index.html' };

/**
 * The media type of each kind of file the build writes, by its extension: what
 * `serve` is told for every file, what the other hosts are told where their
 * own tables fall short (`typedFiles`), and what the
 * development server's site files and the tests' stand-in for GitHub Pages
 * answer with. The HTTP suite asks every host for a file of each.
 */
const MEDIA_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.vcf': 'text/vcard; charset=utf-8',
  // The resume (resume-files.ts).
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  // The pages' Markdown twins, for AI assistants (agent-files.ts).
  '.md': 'text/markdown; charset=utf-8',
} as const;
export const CONTENT_TYPES: Readonly<Record<string, string>> = MEDIA_TYPES;

/**
 * The files whose type the hosts' own tables name otherwise, or their
 * extension does not say: each language's contact card (text/x-vcard in Cloudflare's and
 * Netlify's tables) and each language's Atom feed (a .xml file, as the sitemap
 * is). Each is named by its path: those hosts match a rule against the
 * requested path, so a rule by extension would also type a missing file's
 * not-found page. Every host but GitHub Pages, which reads no configuration,
 * is told each.
 */
export const typedFiles: readonly { readonly path: string; readonly type: string }[] = [
  ...languages.map((language) => ({ path: vcardPath(language), type: MEDIA_TYPES['.vcf'] })),
  ...languages
    .filter((language) => postPagesOf(language).length > 0)
    .map((language) => ({
      path: feedPathOf(language),
      type: 'application/atom+xml; charset=utf-8',
    })),
];

/** The media type a host sends for the file at a URL path. */
export const mediaTypeOf = (urlPath: string): string | undefined =>
  typedFiles.find((file) => file.path === urlPath)?.type ??
  CONTENT_TYPES[urlPath.match(/\.[a-z0-9]+$/i)?.[0] ?? '.html'];

/** The host configuration files in `build/client`: read by the host, never served. */
export const ruleFiles: readonly string[] = ['_headers', '_redirects'];

export interface HeaderRule {
  /**
   * URL paths the headers apply to, as static hosts write them: "/*" for
   * everything, "/assets/*" for a folder, "/about" for one page.
   */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** HTML must be checked on every visit, so a new deploy shows at once. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Vite fingerprints every file under /assets, so none ever changes in place. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What every answer carries, the 404 page and the redirect included. No
 * Cross-Origin-Opener-Policy: docs/decisions/001-no-cross-origin-opener-policy.md.
 * The Content-Security-Policy is not among them: each page has its own (`headerRules`).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/**
 * The headers only a document acts on: who may frame it, which features it
 * may use (and, on a page's own rule, what it may run and load). On an image,
 * a font or a script they do nothing, and over HTTP/1.1 every answer's
 * headers are sent in full each time.
 */
const DOCUMENT_ONLY_HEADERS: readonly string[] = ['X-Frame-Options', 'Permissions-Policy'];

/**
 * The headers of the "/*" rule, split into those every answer carries and
 * those only documents need (DOCUMENT_ONLY_HEADERS), for hosts that can tell
 * the two apart.
 */
export function siteWideHeaders(rules: readonly HeaderRule[]): {
  everyAnswer: Record<string, string>;
  documentsOnly: Record<string, string>;
} {
  const entries = Object.entries(rules.find((rule) => rule.path === '/*')?.headers ?? {});
  const documentOnly = ([name]: [string, string]) => DOCUMENT_ONLY_HEADERS.includes(name);
  return {
    everyAnswer: Object.fromEntries(entries.filter((entry) => !documentOnly(entry))),
    documentsOnly: Object.fromEntries(entries.filter(documentOnly)),
  };
}

/**
 * The rules. The site-wide document headers go on "/*": Cloudflare Pages and
 * Netlify match rules against the requested path, and a 404 answer can be
 * reached by no other rule. They serve over HTTP/2 and HTTP/3, which compress
 * a header repeated on a connection to a few bytes. Hosts that can tell a
 * document from the file it serves (`serve`, nginx) send the
 * DOCUMENT_ONLY_HEADERS with documents only (`siteWideHeaders`).
 *
 * Each page's rule carries its own Content-Security-Policy (`policyOf` its
 * path), which lists the hashes of that page's inline code alone. The 404
 * page, which no page rule reaches on those hosts, carries its policy in a
 * meta element instead (finalize-build.ts).
 *
 * No header name appears in two rules that match the same path: hosts differ
 * in how they combine those (Netlify and Cloudflare join the values with
 * commas, `serve` keeps the last). Paths no rule gives a Cache-Control get
 * the host's default, which is revalidation on every host (`DEFAULT_CACHE`).
 */
export function headerRules(policyOf: (pagePath: string) => string): HeaderRule[] {
  return [
    { path: '/*', headers: SECURITY_HEADERS },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
    ...pageDocuments.map(({ path }) => ({
      path,
      headers: { 'Cache-Control': REVALIDATE, 'Content-Security-Policy': policyOf(path) },
    })),
  ];
}

/** Cache-Control for whatever no rule names (the 404 page, icons, sitemap, contact card). */
export const DEFAULT_CACHE = REVALIDATE;
