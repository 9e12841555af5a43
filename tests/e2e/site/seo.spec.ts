import sharp from 'sharp';
import { homePath, listedPage, notFoundPage, pageFor } from '../../../app/content/pages.ts';
import { site } from '../../../app/content/site.ts';
import { availabilityOn } from '../../../app/lib/availability.ts';
import { absoluteUrl, basePath } from '../../../app/lib/meta.ts';
import type { ResumeContent, ServicesContent } from '../../../app/content/schema.ts';
import { homeOf, languageOf, languages, pageOf } from '../../../app/lib/languages.ts';
import { offersStructuredData, studioStructuredData } from '../../../app/lib/structured-data.ts';
import { contentOf } from '../../support/languages.ts';
import { caseStudyPages } from '../../../app/lib/site-pages.ts';
import { parseHtml } from '../../support/site-checks.ts';
import { builtDay, expect, inSite, openApp, pages, test } from '../fixtures.ts';

// Link text is checked by axe's link-name and Lighthouse's link-text (audit/).
for (const entry of pages) {
  test(`${entry.path}: its title, description, canonical address, language, and the tags a shared link's preview reads`, async ({
    request,
  }) => {
    const language = languageOf(entry.path);
    const { site } = language;
    const head = async (path: string) => parseHtml(await (await request.get(path)).text());
    const document = await head(entry.path);
    const content = (key: string) =>
      document
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content');
    const canonical = `${site.siteUrl}${entry.path}`;
    const title = `${entry.title} | ${site.studioName}`;
    expect(
      document.querySelectorAll('link[rel="canonical"]').map((link) => link.getAttribute('href')),
    ).toEqual([canonical]);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe(language.tag);
    expect(document.querySelector('title')?.text).toBe(title);
    expect(content('description')).toBe(entry.description);
    const tags = ['og:url', 'og:type', 'og:title', 'og:description', 'og:locale', 'twitter:card'];
    expect(Object.fromEntries(tags.map((tag) => [tag, content(tag)]))).toEqual({
      'og:url': canonical,
      // The language, and the region its speakers most likely mean: en_US, el_GR, pt_BR.
      'og:locale': expect.stringMatching(new RegExp(`^${language.tag.split('-')[0]}_[A-Z]{2}$`)),
      'og:type': 'website',
      'og:title': title,
      'og:description': entry.description,
      'twitter:card': 'summary_large_image',
    });
    expect(
      document.querySelectorAll('meta[property="og:locale:alternate"]').length,
      'og:locale:alternate, one for each other language',
    ).toBe(languages.length - 1);

    // Its versions in other languages, if it has any: each language once, itself among them, the
    // first as the default, and each version names the same versions (reciprocal).
    const alternates = (page: typeof document) =>
      page
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
    const versions = alternates(document);
    if (versions.length === 0) return;
    const named = versions.map((version) => version.split(' ')[0]);
    expect(new Set(named).size, 'each language once').toBe(named.length);
    expect(named.at(-1)).toBe('x-default');
    expect(versions).toContain(`${language.tag} ${canonical}`);
    expect(versions.at(-1)?.split(' ')[1]).toBe(versions[0]?.split(' ')[1]);
    for (const version of versions.slice(0, -1)) {
      const path = `/${new URL(version.split(' ')[1] ?? '').pathname.slice(basePath.length)}`;
      expect(alternates(await head(path)), `${path} names the same versions`).toEqual(versions);
    }
  });
}

test('the not-found page is titled and described but kept out of search results', async ({
  request,
}) => {
  const document = parseHtml(await (await request.get('/no-such-page')).text());
  expect(document.querySelector('title')?.text).toBe(`${notFoundPage.title} | ${site.studioName}`);
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect(
    document.querySelector('meta[name="description"]')?.getAttribute('content')?.length,
  ).toBeGreaterThanOrEqual(50);
});

test('every page shares a 1200×630 card of its own, served by the site and described', async ({
  request,
}) => {
  const cards = new Set<string>();
  for (const entry of pages) {
    const document = parseHtml(await (await request.get(entry.path)).text());
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    const url = new URL(meta('meta[property="og:image"]')!);
    const root = absoluteUrl('/');
    expect(url.href.slice(0, root.length), entry.path).toBe(root);
    // The alt text says what the card says: the page's title and description.
    for (const alt of [
      meta('meta[property="og:image:alt"]'),
      meta('meta[name="twitter:image:alt"]'),
    ])
      expect(alt, entry.path).toContain(`${entry.title}. ${entry.description}`);
    const image = await request.get(url.pathname);
    expect(image.status(), url.pathname).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const body = await image.body();
    const { width, height } = await sharp(body).metadata();
    expect([width, height], url.pathname).toEqual([1200, 630]);
    cards.add(body.toString('base64'));
  }
  // No two pages share one picture.
  expect(cards.size).toBe(pages.length);
});

test('the favicon set and the web app manifest are all served', async ({ request }) => {
  const document = parseHtml(await (await request.get('/home')).text());
  const icons = document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]');
  expect(icons.map((icon) => icon.getAttribute('type') ?? icon.getAttribute('rel'))).toEqual([
    'image/svg+xml',
    'image/png',
    'apple-touch-icon',
  ]);
  for (const icon of icons)
    expect((await request.get(icon.getAttribute('href')!)).status()).toBe(200);
  const appleIcon = await request.get('/apple-touch-icon.png');
  expect((await sharp(await appleIcon.body()).metadata()).width).toBe(180);

  const manifestHref = document.querySelector('link[rel="manifest"]')!.getAttribute('href')!;
  const manifest = await (await request.get(manifestHref)).json();
  expect(manifest).toMatchObject({
    name: site.studioName,
    start_url: inSite(homePath),
    // The browser's bar, as the pages set it (theme.spec.ts: the toolbar's colour).
    theme_color: document
      .querySelector('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')
      ?.getAttribute('content'),
  });
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    const { width, height } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});

test('sitemap.xml lists exactly the pages, and robots.txt points to it and names no Agentmap', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? '');
  const locations = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1]);
  expect(locations).toEqual(pages.map((entry) => `${site.siteUrl}${entry.path}`));
  // Each page's versions in other languages, as its own head names them (the per-page test).
  for (const [index, entry] of pages.entries()) {
    const head = parseHtml(await (await request.get(entry.path)).text());
    const inHead = head
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
    const inSitemap = [
      ...(urls[index] ?? '').matchAll(
        /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g,
      ),
    ].map(([, hreflang, href]) => `${hreflang} ${href}`);
    expect(inSitemap, entry.path).toEqual(inHead);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  // No agent catalog is claimed (nor served: tests/http/hosts.spec.ts).
  expect(robots).not.toMatch(/agentmap/i);
});

test('each language’s home page carries the studio’s schema.org graph, and its services page the offers, once, whole, in its words; no other page repeats them', async ({
  request,
}) => {
  for (const { path } of pages) {
    const language = languageOf(path);
    const blocks = parseHtml(await (await request.get(path)).text())
      .querySelectorAll('script[type="application/ld+json"]')
      .map(
        (block) => JSON.parse(block.text) as { '@graph'?: { '@type': string }[]; '@type'?: string },
      );
    const studio = blocks.filter((block) =>
      block['@graph']?.some((node) => node['@type'] === 'ProfessionalService'),
    );
    const offers = blocks.filter((block) => block['@type'] === 'OfferCatalog');
    // What the graphs say of the studio, its owner and its prices: app/lib/structured-data.test.ts.
    expect(studio, path).toEqual(
      path === homeOf(language)
        ? [
            studioStructuredData({
              language,
              resume: await contentOf<ResumeContent>(language, 'resume'),
            }),
          ]
        : [],
    );
    expect(offers, path).toEqual(
      path === pageOf(language, 'services')?.path
        ? [
            offersStructuredData(availabilityOn(language.site, builtDay) ?? null, {
              language,
              services: await contentOf<ServicesContent>(language, 'services'),
            }),
          ]
        : [],
    );
  }
});

// The app renders the JSON-LD as an empty inner HTML it may not touch (app-shell.tsx): React keeps
// what the page has, an escape hatch no documentation promises (decision 030).
test('the home page’s JSON-LD is still whole once the app has started on it', async ({ page }) => {
  const language = languages[0]!;
  await openApp(page, homeOf(language));
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent) as unknown));
  expect(graphs).toContainEqual(
    studioStructuredData({
      language,
      resume: await contentOf<ResumeContent>(language, 'resume'),
    }),
  );
});

test('a case study carries its project as a CreativeWork by the owner, and the trail to it', async ({
  request,
}) => {
  for (const { path, label } of caseStudyPages) {
    const html = await (await request.get(path)).text();
    const blocks = parseHtml(html).querySelectorAll('script[type="application/ld+json"]');
    // The case study's own graph: the studio's is the home page's.
    expect(blocks, path).toHaveLength(1);
    const graphs = blocks.map((block) => JSON.parse(block.text)['@graph']);
    const [work, trail] = graphs.find((graph) => graph[0]['@type'] === 'CreativeWork') ?? [];
    expect(work, path).toMatchObject({
      '@type': 'CreativeWork',
      name: label,
      url: `${site.siteUrl}${path}`,
      creator: { '@id': `${site.siteUrl}/#owner` },
    });
    expect(trail['@type'], path).toBe('BreadcrumbList');
    expect(
      trail.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item]),
      path,
    ).toEqual([
      [pageFor(homePath).label, `${site.siteUrl}${homePath}`],
      [listedPage('/portfolio')?.label, `${site.siteUrl}/portfolio`],
      [label, `${site.siteUrl}${path}`],
    ]);
  }
});
