/**
 * Files the site serves beside its pages, made from the content so they
 * never drift from it: the favicon and icons from app/content/images/favicon.svg,
 * each page's share card,
 * the web app manifest, sitemap.xml, robots.txt, the owner's contact card
 * and resume, and the posts' feed.
 * Emitted into the build, and served by the dev server too.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { homePath } from '../../app/content/pages.ts';
import { site } from '../../app/content/site.ts';
import { absoluteUrl, basePath, feedPathOf, sitePath, socialCard } from '../../app/lib/meta.ts';
import { postPages, postPagesOf, sitePages } from '../../app/lib/site-pages.ts';
import { atomFeed } from './feed.ts';
import { resumeFiles, vcard, vcardPath } from '../../app/lib/vcard.ts';
import { type Language, languages } from '../../app/lib/languages.ts';
import type { ResumeContent } from '../../app/content/schema.ts';
import { jsonResume } from './json-resume.ts';
import { resumePdf } from './resume-files.ts';
import { palette, withDerivedTokens } from '../../app/styles/palette.server.ts';
import { CONTENT_TYPES } from './http-rules.ts';
import { drawSocialCard } from './social-cards.ts';

const root = path.join(import.meta.dirname, '..', '..');
const FAVICON = path.join(root, 'app', 'content', 'images', 'favicon.svg');

/** `language`'s resume.ts, by its address: the config that reads this module is bundled elsewhere. */
async function resumeIn({ folder }: Language): Promise<ResumeContent> {
  const file = new URL(`../../app/content/${folder ? `${folder}/` : ''}resume.ts`, import.meta.url);
  return ((await import(/* @vite-ignore */ file.href)) as { resume: ResumeContent }).resume;
}

/** The favicon, each `var(--color-…)` in it written as the light theme's value of that token. */
async function favicon(): Promise<string> {
  const svg = await readFile(FAVICON, 'utf8');
  return svg.replaceAll(/var\(--([\w-]+)\)/g, (_, name: string) => palette(name));
}

/** A page's versions in each language, as its head names them (hreflang): in the build's sitemap. */
export type Versions = (path: string) => readonly { hreflang: string; href: string }[];

/** Every page; with `versions`, each names its versions in other languages. */
export function sitemapXml(versions: Versions = () => []): string {
  // A post says when it last changed; no other page keeps a date.
  const lastChanged = new Map(postPages.map((post) => [post.path, post.updated ?? post.date]));
  const urls = sitePages.map((page) => {
    const day = lastChanged.get(page.path);
    const links = versions(page.path).map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    return `  <url><loc>${absoluteUrl(page.path)}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

function webManifest() {
  return {
    name: site.studioName,
    short_name: site.studioName.split(' ')[0],
    description: site.description,
    start_url: sitePath(homePath),
    scope: basePath,
    display: 'browser',
    background_color: '#ffffff',
    theme_color: palette('color-brand'),
    icons: [
      { src: sitePath('/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: sitePath('/icon-512.png'), sizes: '512x512', type: 'image/png' },
      { src: sitePath('/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

async function icon(size: number, padding: number): Promise<Buffer> {
  const svg = Buffer.from(await favicon());
  const inner = size - 2 * padding;
  const mark = await sharp(svg, { density: 72 * Math.ceil(inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 4, background: palette('color-brand') },
  })
    .composite([{ input: mark, top: padding, left: padding }])
    .png()
    .toBuffer();
}

type Contents = string | Buffer;

/**
 * Every generated file, by its path under the site's root, as a function
 * that makes it: the dev server makes only the file it is asked for.
 */
const siteFileMakers: Readonly<Record<string, () => Contents | Promise<Contents>>> = {
  'favicon.svg': favicon,
  'favicon-32.png': async () =>
    sharp(Buffer.from(await favicon()), { density: 288 })
      .resize(32, 32)
      .png()
      .toBuffer(),
  'apple-touch-icon.png': () => icon(180, 18),
  'icon-192.png': () => icon(192, 24),
  'icon-512.png': () => icon(512, 64),
  ...Object.fromEntries(
    sitePages.map((page) => [socialCard(page).path.slice(1), () => drawSocialCard(page)]),
  ),
  'site.webmanifest': () => `${JSON.stringify(webManifest(), null, 2)}\n`,
  'sitemap.xml': () => sitemapXml(),
  'robots.txt': robotsTxt,
  // The contact card and the resume in each language, from its resume.ts.
  ...Object.fromEntries(
    languages.flatMap((language) => {
      const { pdf, json } = resumeFiles(language);
      const resume = resumeIn(language);
      return [
        [
          vcardPath(language).slice(1),
          async () => vcard(language, (await resume).experience[0]?.role),
        ],
        [
          json.slice(1),
          async () => `${JSON.stringify(jsonResume(language, await resume), null, 2)}\n`,
        ],
        [pdf.slice(1), async () => resumePdf(language, await resume)],
      ];
    }),
  ),
  // Each language's feed, while it has a post published.
  ...Object.fromEntries(
    languages
      .filter((language) => postPagesOf(language).length > 0)
      .map((language) => [feedPathOf(language).slice(1), () => atomFeed(language)]),
  ),
};

/** Every generated file, made. */
async function siteFiles(): Promise<Record<string, Contents>> {
  const entries = Object.entries(siteFileMakers).map(
    async ([name, make]) => [name, await make()] as const,
  );
  return Object.fromEntries(await Promise.all(entries));
}

export function siteFilesPlugin(): Plugin {
  return {
    name: 'site-files',
    // The shades the brand colour derives, around the hand-written tokens.
    transform: {
      order: 'pre',
      handler(code, id) {
        if (id.split('?')[0]?.endsWith('/app/styles/tokens.css')) return withDerivedTokens(code);
      },
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        const make = Object.hasOwn(siteFileMakers, name) ? siteFileMakers[name] : undefined;
        if (!make) return next();
        const file = await make();
        response.setHeader(
          'Content-Type',
          CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
        );
        response.end(file);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of Object.entries(await siteFiles())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
