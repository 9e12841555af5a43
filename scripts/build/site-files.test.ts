import sharp from 'sharp';
import { expect, test, vi } from 'vitest';
import { pages } from '../../app/content/pages.ts';
import { site } from '../../app/content/site.ts';
import { vcardFileName } from '../../app/lib/vcard.ts';
import { robotsTxt, siteFiles, siteFilesPlugin, sitemapXml, webManifest } from './site-files.ts';

test('the sitemap lists every page at its absolute canonical URL, and nothing else', () => {
  const xml = sitemapXml();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
  expect(locations).toEqual(pages.map((page) => `${site.siteUrl}${page.path}`));
  expect(xml.endsWith('</urlset>\n')).toBe(true);
});

test('robots.txt allows everything and points to the sitemap', () => {
  expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
});

test('the manifest starts at the home page, in the studio’s colours, with its icons', () => {
  const manifest = webManifest();
  // Addresses as the browser resolves them on the deployed site, under siteUrl's path if it has one.
  const onSite = (address: string) => new URL(address, site.siteUrl).href;
  expect(manifest).toMatchObject({
    name: site.studioName,
    short_name: site.studioName.split(' ')[0],
    description: site.description,
    display: 'browser',
    background_color: '#ffffff',
    theme_color: site.themeColor,
  });
  expect(onSite(manifest.start_url)).toBe(`${site.siteUrl}/home`);
  expect(onSite(manifest.scope)).toBe(`${site.siteUrl}/`);
  expect(manifest.icons.map(({ src, ...icon }) => ({ src: onSite(src), ...icon }))).toEqual([
    { src: `${site.siteUrl}/icon-192.png`, sizes: '192x192', type: 'image/png' },
    { src: `${site.siteUrl}/icon-512.png`, sizes: '512x512', type: 'image/png' },
    {
      src: `${site.siteUrl}/icon-512.png`,
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ]);
});

test('every generated image has the size its name and the manifest promise', async () => {
  const files = await siteFiles();
  const sizes: Record<string, [number, number, string]> = {
    'favicon-32.png': [32, 32, 'png'],
    'apple-touch-icon.png': [180, 180, 'png'],
    'icon-192.png': [192, 192, 'png'],
    'icon-512.png': [512, 512, 'png'],
    ...Object.fromEntries(pages.map((page) => [`cards${page.path}.png`, [1200, 630, 'png']])),
  };
  for (const [name, [width, height, format]] of Object.entries(sizes)) {
    const metadata = await sharp(files[name] as Buffer).metadata();
    expect([metadata.width, metadata.height, metadata.format], name).toEqual([
      width,
      height,
      format,
    ]);
  }
  // App icons sit on the theme colour, with the mark inset from the edge.
  const { data } = await sharp(files['icon-512.png'] as Buffer)
    .extract({ left: 2, top: 2, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hex = `#${[...data.subarray(0, 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  expect(hex).toBe(site.themeColor.toLowerCase());
  expect(Object.keys(files).toSorted()).toEqual(
    [
      vcardFileName(),
      'apple-touch-icon.png',
      'favicon-32.png',
      'icon-192.png',
      'icon-512.png',
      'robots.txt',
      ...pages.map((page) => `cards${page.path}.png`),
      'site.webmanifest',
      'sitemap.xml',
    ].toSorted(),
  );
  expect(JSON.parse(files['site.webmanifest'] as string)).toEqual(webManifest());
});

type Middleware = (
  request: { url?: string },
  response: { setHeader: (name: string, value: string) => void; end: (body: unknown) => void },
  next: () => void,
) => Promise<void>;

test('the dev server serves each file with its type, and passes anything else on', async () => {
  let middleware: Middleware | undefined;
  const plugin = siteFilesPlugin();
  const configure = plugin.configureServer as (server: unknown) => void;
  configure({ middlewares: { use: (handler: Middleware) => (middleware = handler) } });
  const serve = async (url: string) => {
    const headers: Record<string, string> = {};
    let body: unknown;
    const next = vi.fn();
    await middleware!(
      { url },
      { setHeader: (n, v) => (headers[n] = v), end: (b) => (body = b) },
      next,
    );
    return { headers, body, passed: next.mock.calls.length > 0 };
  };
  const robots = await serve('/robots.txt?x=1');
  expect(robots).toEqual({
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: robotsTxt(),
    passed: false,
  });
  expect((await serve('/site.webmanifest')).headers['Content-Type']).toBe(
    'application/manifest+json',
  );
  expect((await serve(`/${vcardFileName()}`)).headers['Content-Type']).toBe(
    'text/vcard; charset=utf-8',
  );
  expect((await serve('/sitemap.xml')).headers['Content-Type']).toBe('application/xml');
  expect((await serve('/cards/services.png')).headers['Content-Type']).toBe('image/png');
  expect((await serve('/icon-192.png')).headers['Content-Type']).toBe('image/png');
  expect((await serve('/home')).passed).toBe(true);
});

test('the build emits every file into the client bundle only', async () => {
  const plugin = siteFilesPlugin();
  const generate = plugin.generateBundle as (this: unknown) => Promise<void>;
  const emitted: string[] = [];
  const context = (name: string) => ({
    environment: { name },
    emitFile: ({ fileName, type }: { fileName: string; type: string }) => {
      expect(type).toBe('asset');
      emitted.push(fileName);
    },
  });
  await generate.call(context('ssr'));
  expect(emitted).toEqual([]);
  await generate.call(context('client'));
  expect(emitted.toSorted()).toEqual(Object.keys(await siteFiles()).toSorted());
});
