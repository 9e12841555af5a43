import { expect, test } from 'vitest';
import { translations } from '../content/languages.ts';
import { isListed } from '../content/pages.ts';
import { resume } from '../content/resume.ts';
import { services } from '../content/services.ts';
import { site } from '../content/site.ts';
import { languages } from './languages.ts';
import { jsonLd, offersStructuredData, studioStructuredData } from './structured-data.ts';

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
