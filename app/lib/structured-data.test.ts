import { expect, test } from 'vitest';
import { translations } from '../content/languages.ts';
import { isListed } from '../content/pages.ts';
import { resume } from '../content/resume.ts';
import { services } from '../content/services.ts';
import { site } from '../content/site.ts';
import type { Project } from '../content/projects.ts';
import { languages, pageOf } from './languages.ts';
import {
  caseStudyStructuredData,
  jsonLd,
  offersStructuredData,
  postStructuredData,
  studioStructuredData,
} from './structured-data.ts';
import type { Post } from './writing.ts';

const graph = () => studioStructuredData()['@graph'];

test('names the site in each language as a WebSite, at its home page, published by the studio', () => {
  for (const language of languages) {
    const home = language.pages.find((page) => page.module === 'home')!.path;
    expect(studioStructuredData({ language, resume })['@graph'][0]).toEqual({
      '@type': 'WebSite',
      '@id': `${site.siteUrl}${language.prefix}/#website`,
      name: language.site.studioName,
      url: `${site.siteUrl}${home}`,
      inLanguage: language.tag,
      publisher: { '@id': `${site.siteUrl}/#studio` },
    });
  }
});

test('describes the studio as a ProfessionalService founded by its owner', () => {
  const [, studio, owner] = graph();
  expect(studioStructuredData()['@context']).toBe('https://schema.org');
  expect(studio).toMatchObject({
    '@type': 'ProfessionalService',
    '@id': `${site.siteUrl}/#studio`,
    name: site.studioName,
    description: site.description,
    url: `${site.siteUrl}/home`,
    image: `${site.siteUrl}/cards/home.png`,
    telephone: site.phone,
    email: site.email,
    founder: { '@id': `${site.siteUrl}/#owner` },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone,
      email: site.email,
      // Every language the site is written in.
      availableLanguage: [site.language, ...translations.map((language) => language.site.language)],
    },
    // Its offers, on the services page, while the site has one.
    ...(isListed('/services') && { hasOfferCatalog: { '@id': `${site.siteUrl}/services#offers` } }),
  });
  expect(owner).toEqual({
    '@type': 'Person',
    '@id': `${site.siteUrl}/#owner`,
    name: site.ownerName,
    jobTitle: resume.experience[0]?.role,
    worksFor: { '@id': `${site.siteUrl}/#studio` },
    // Their page and their design site, while the site has them.
    ...(isListed('/about') && { url: `${site.siteUrl}/about` }),
    ...(site.designSiteUrl && { sameAs: [site.designSiteUrl] }),
  });
});

test('offers each tier as a Service priced in the site’s currency, at the rate times its hours', () => {
  const catalog = offersStructuredData(null);
  expect(catalog['@context']).toBe('https://schema.org');
  expect(catalog['@type']).toBe('OfferCatalog');
  // On the services page, while the site has one: the address the home page's studio names.
  if (isListed('/services')) expect(catalog['@id']).toBe(`${site.siteUrl}/services#offers`);
  expect(catalog.name).toMatch(/\S/);
  expect(catalog.itemListElement).toEqual(
    services.tiers.list.map((tier) => ({
      '@type': 'Offer',
      name: tier.name,
      itemOffered: { '@type': 'Service', name: tier.name },
      offeredBy: { '@id': `${site.siteUrl}/#studio` },
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: tier.hours.low * services.hourlyRate,
        maxPrice: tier.hours.high * services.hourlyRate,
        priceCurrency: site.currency,
      },
    })),
  );
});

test('each offer says whether new projects are taken now, from a month, or not at all', () => {
  const offers = (statement: Parameters<typeof offersStructuredData>[0]) =>
    offersStructuredData(statement).itemListElement;
  for (const offer of offers({ kind: 'now', text: 'Open' }))
    expect(offer).toMatchObject({ availability: 'https://schema.org/InStock' });
  for (const offer of offers({ kind: 'from', month: '2027-03', text: 'Later' }))
    expect(offer).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: '2027-03-01',
    });
  for (const offer of offers({ kind: 'booked', text: 'Full' }))
    expect(offer).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  for (const offer of offers(null)) expect(offer).not.toHaveProperty('availability');
});

test('inline JSON-LD cannot close its script element', () => {
  expect(jsonLd({ text: '</script><script>alert(1)</script>' })).toBe(
    '{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
  );
});

test('gives the studio a postal address where site.ts says where it is, and none otherwise', () => {
  const at = (location: (typeof site)['location']) =>
    studioStructuredData({ language: { ...languages[0]!, site: { ...site, location } }, resume })[
      '@graph'
    ][1] as { address?: unknown };
  expect(at({ city: 'Lyon', country: 'FR' }).address).toEqual({
    '@type': 'PostalAddress',
    addressLocality: 'Lyon',
    addressCountry: 'FR',
  });
  expect(at({ city: 'Austin', region: 'TX', country: 'US' }).address).toMatchObject({
    addressRegion: 'TX',
  });
  expect(at(undefined).address).toBeUndefined();
});

// The trail down to a page in `language`: its home page and `module`'s page, while it lists them.
const trailIn = (language: (typeof languages)[number], module: string) =>
  [pageOf(language, 'home'), pageOf(language, module)]
    .filter((entry) => entry !== undefined)
    .map(({ label, path }) => ({ name: label, item: `${site.siteUrl}${path}` }));

const listItems = (entries: readonly { name: string; item: string }[]) =>
  entries.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry }));

test('a case study is a CreativeWork by the owner, for its client, with its sites as its parts, under its trail', () => {
  const project = {
    title: 'Harbor Archive',
    client: 'Harbor Trust',
    namedClient: true,
    techStack: ['Astro', 'Go'],
    sites: [
      { url: 'https://archive.example/', title: 'Reading room' },
      { url: 'https://b.example/' },
    ],
  } as unknown as Project;
  for (const language of languages) {
    const path = `${language.prefix}/works/harbor-archive` as const;
    const page = { path, label: 'Harbor', title: 'Harbor Archive', description: 'An archive.' };
    const [work, trail] = caseStudyStructuredData(project, page)['@graph'];
    expect(work).toEqual({
      '@type': 'CreativeWork',
      '@id': `${site.siteUrl}${path}#work`,
      name: 'Harbor Archive',
      description: 'An archive.',
      inLanguage: language.tag,
      url: `${site.siteUrl}${path}`,
      image: `${site.siteUrl}/cards${path}.png`,
      creator: { '@id': `${site.siteUrl}/#owner` },
      funder: { '@type': 'Organization', name: 'Harbor Trust' },
      keywords: 'Astro, Go',
      hasPart: [
        { '@type': 'WebSite', name: 'Reading room', url: 'https://archive.example/' },
        // A site with no title of its own goes by the project's.
        { '@type': 'WebSite', name: 'Harbor Archive', url: 'https://b.example/' },
      ],
    });
    expect(trail).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: listItems([
        ...trailIn(language, 'portfolio'),
        { name: 'Harbor', item: `${site.siteUrl}${path}` },
      ]),
    });
  }
  expect(
    caseStudyStructuredData(project, {
      path: '/works/x',
      label: 'X',
      title: 'X',
      description: 'An archive.',
    })['@context'],
  ).toBe('https://schema.org');
  // A client the owner may not name is no funder.
  const unnamed = { ...project, namedClient: undefined } as unknown as Project;
  const page = { path: '/works/x', label: 'X', title: 'X', description: 'An archive.' } as const;
  expect(caseStudyStructuredData(unnamed, page)['@graph'][0]).not.toHaveProperty('funder');
});

test('a post is a BlogPosting by the owner, dated, with its tags, under its trail', () => {
  const post = {
    path: '/notes/first-light',
    slug: 'first-light',
    label: 'First light',
    title: 'First light',
    description: 'A note.',
    date: '2026-03-09',
    minutes: 2,
  } as unknown as Post;
  for (const language of languages) {
    const url = `${site.siteUrl}/notes/first-light`;
    const [posting, trail] = postStructuredData(post, language)['@graph'];
    expect(posting).toEqual({
      '@type': 'BlogPosting',
      '@id': `${url}#post`,
      headline: 'First light',
      description: 'A note.',
      inLanguage: language.tag,
      url,
      mainEntityOfPage: url,
      image: `${site.siteUrl}/cards/notes/first-light.png`,
      datePublished: '2026-03-09',
      // Never updated: modified when published.
      dateModified: '2026-03-09',
      author: { '@id': `${site.siteUrl}/#owner` },
    });
    expect(trail).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: listItems([
        ...trailIn(language, 'writing'),
        { name: 'First light', item: url },
      ]),
    });
  }
  // A trail leaves out a page the menu does not list: here, the writing page.
  const [first] = languages;
  const unlisted = { ...first!, pages: first!.pages.filter((page) => page.module !== 'writing') };
  const data = postStructuredData(post, unlisted);
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@graph'][1]).toEqual({
    '@type': 'BreadcrumbList',
    itemListElement: listItems([
      {
        name: pageOf(first!, 'home')!.label,
        item: `${site.siteUrl}${pageOf(first!, 'home')!.path}`,
      },
      { name: 'First light', item: `${site.siteUrl}/notes/first-light` },
    ]),
  });
  const updated = { ...post, updated: '2026-04-01', tags: ['css', 'html'] } as Post;
  expect(postStructuredData(updated, languages[0]!)['@graph'][0]).toMatchObject({
    dateModified: '2026-04-01',
    keywords: 'css, html',
  });
});
