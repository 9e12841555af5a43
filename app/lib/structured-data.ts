/**
 * schema.org JSON-LD for search engines: the studio as a ProfessionalService
 * with its contact point and price ranges, and its owner as a Person. Every
 * figure comes from the content modules.
 */
import { homePath, isListed } from '../content/pages.ts';
import { resume } from '../content/resume.ts';
import { services } from '../content/services.ts';
import { site } from '../content/site.ts';
import { absoluteUrl, socialCard } from './meta.ts';
import { priceRange } from './pricing.ts';

export function studioStructuredData() {
  const studioId = absoluteUrl('/#studio');
  const ownerId = absoluteUrl('/#owner');
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ProfessionalService',
        '@id': studioId,
        name: site.studioName,
        description: site.description,
        url: absoluteUrl(homePath),
        image: absoluteUrl(socialCard(homePath).path),
        telephone: site.phone,
        email: site.email,
        founder: { '@id': ownerId },
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: site.phone,
          email: site.email,
          availableLanguage: 'en',
        },
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: services.tiers.heading,
          itemListElement: services.tiers.list.map((tier) => {
            const price = priceRange(services.hourlyRate, tier.hours);
            return {
              '@type': 'Offer',
              name: tier.name,
              itemOffered: { '@type': 'Service', name: tier.name },
              priceSpecification: {
                '@type': 'PriceSpecification',
                minPrice: price.low,
                maxPrice: price.high,
                priceCurrency: 'USD',
              },
            };
          }),
        },
      },
      {
        '@type': 'Person',
        '@id': ownerId,
        name: site.ownerName,
        jobTitle: resume.experience[0]?.role,
        worksFor: { '@id': studioId },
        ...(isListed('/about') && { url: absoluteUrl('/about') }),
        ...(site.designSiteUrl && { sameAs: [site.designSiteUrl] }),
      },
    ],
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
