import { expect, test } from 'vitest';
import { site } from '../content/site';
import { jsonLd, studioStructuredData } from './structured-data';

const graph = () => studioStructuredData()['@graph'];

test('describes the studio as a ProfessionalService founded by its owner', () => {
  const [studio, owner] = graph();
  expect(studioStructuredData()['@context']).toBe('https://schema.org');
  expect(studio).toMatchObject({
    '@type': 'ProfessionalService',
    '@id': `${site.siteUrl}/#studio`,
    name: site.studioName,
    description: site.description,
    url: `${site.siteUrl}/home`,
    image: `${site.siteUrl}/share.jpg`,
    telephone: site.phone,
    email: site.email,
    founder: { '@id': `${site.siteUrl}/#owner` },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone,
      email: site.email,
      availableLanguage: 'en',
    },
  });
  expect(owner).toEqual({
    '@type': 'Person',
    '@id': `${site.siteUrl}/#owner`,
    name: site.ownerName,
    jobTitle: 'Founder and Lead Developer',
    worksFor: { '@id': `${site.siteUrl}/#studio` },
    url: `${site.siteUrl}/about`,
    sameAs: [site.designSiteUrl],
  });
});

test('offers each tier as a Service priced in US dollars, as the specification publishes them', () => {
  const catalog = graph()[0]!.hasOfferCatalog!;
  expect(catalog['@type']).toBe('OfferCatalog');
  expect(catalog.name).toMatch(/\S/);
  expect(catalog.itemListElement[2]).toEqual({
    '@type': 'Offer',
    name: 'Simple web app',
    itemOffered: { '@type': 'Service', name: 'Simple web app' },
    priceSpecification: {
      '@type': 'PriceSpecification',
      minPrice: 2400,
      maxPrice: 9000,
      priceCurrency: 'USD',
    },
  });
  expect(catalog.itemListElement.map((offer) => offer.priceSpecification.maxPrice)).toEqual([
    2400, 4800, 9000, 27000, 45000, 81000,
  ]);
});

test('inline JSON-LD cannot close its script element', () => {
  expect(jsonLd({ text: '</script><script>alert(1)</script>' })).toBe(
    '{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
  );
});
