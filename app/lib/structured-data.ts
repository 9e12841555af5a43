/**
 * schema.org JSON-LD for search engines: the studio as a ProfessionalService
 * with its contact point and price ranges, and its owner as a Person. Every
 * figure comes from the content modules.
 */
import {
  type SitePage,
  homePath,
  isListed,
  listedPage,
  pageFor,
  writingPath,
} from '../content/pages.ts';
import type { Project } from '../content/projects.ts';
import { resume } from '../content/resume.ts';
import { services } from '../content/services.ts';
import { site } from '../content/site.ts';
import { type AvailabilityStatement, builtAvailability } from './availability.ts';
import { absoluteUrl, socialCard } from './meta.ts';
import { priceRange } from './pricing.ts';
import type { Post } from './writing.ts';

/** The owner's availability as schema.org's offers say it. */
function offerAvailability(statement: AvailabilityStatement | null) {
  if (!statement) return {};
  if (statement.kind === 'booked') return { availability: 'https://schema.org/OutOfStock' };
  if (statement.kind === 'now') return { availability: 'https://schema.org/InStock' };
  return {
    availability: 'https://schema.org/PreOrder',
    availabilityStarts: `${statement.month}-01`,
  };
}

/** Where the services page's offers are. */
const OFFERS_ID = '/services#offers';

/** The home page's JSON-LD: the studio, which offers what the services page lists, and its owner. */
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
        image: absoluteUrl(socialCard(pageFor(homePath)).path),
        telephone: site.phone,
        email: site.email,
        founder: { '@id': ownerId },
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: site.phone,
          email: site.email,
          availableLanguage: site.language,
        },
        // The offers, on the services page, while the site has one.
        ...(isListed('/services') && { hasOfferCatalog: { '@id': absoluteUrl(OFFERS_ID) } }),
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

/**
 * The services page's JSON-LD: the studio's project tiers as offers, each with its price range.
 * @param availability what the site says of the owner's availability as of the build; null for nothing
 */
export function offersStructuredData(
  availability: AvailabilityStatement | null = builtAvailability(site) ?? null,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    '@id': absoluteUrl(OFFERS_ID),
    name: services.tiers.heading,
    itemListElement: services.tiers.list.map((tier) => {
      const price = priceRange(services.hourlyRate, tier.hours);
      return {
        '@type': 'Offer',
        name: tier.name,
        itemOffered: { '@type': 'Service', name: tier.name },
        offeredBy: { '@id': absoluteUrl('/#studio') },
        ...offerAvailability(availability),
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: price.low,
          maxPrice: price.high,
          priceCurrency: site.currency,
        },
      };
    }),
  };
}

/**
 * A case study's JSON-LD: the project as a CreativeWork by the owner (the
 * Person of every page's graph), for its client, with its live sites as its
 * parts; and the trail of pages that leads to it.
 */
/** The trail of pages down to one, Home first. */
const breadcrumbList = (trail: readonly SitePage[]) => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((entry, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: entry.label,
    item: absoluteUrl(entry.path),
  })),
});

export function caseStudyStructuredData(project: Project, page: SitePage) {
  const url = absoluteUrl(page.path);
  const trail = [pageFor(homePath), listedPage('/portfolio')].filter(
    (entry) => entry !== undefined,
  );
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CreativeWork',
        '@id': `${url}#work`,
        name: project.title,
        description: page.description,
        url,
        image: absoluteUrl(socialCard(page).path),
        creator: { '@id': absoluteUrl('/#owner') },
        ...(project.namedClient && { funder: { '@type': 'Organization', name: project.client } }),
        keywords: project.techStack.join(', '),
        hasPart: project.sites.map((part) => ({
          '@type': 'WebSite',
          name: part.title ?? project.title,
          url: part.url,
        })),
      },
      breadcrumbList([...trail, page]),
    ],
  };
}

/** A post as schema.org's BlogPosting: its dates, its author (the owner's Person of every page's graph), its trail. */
export function postStructuredData(post: Post) {
  const url = absoluteUrl(post.path);
  const trail = [pageFor(homePath), listedPage(writingPath)].filter((entry) => entry !== undefined);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        '@id': `${url}#post`,
        headline: post.label,
        description: post.description,
        url,
        mainEntityOfPage: url,
        image: absoluteUrl(socialCard(post).path),
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        author: { '@id': absoluteUrl('/#owner') },
        ...(post.tags && { keywords: post.tags.join(', ') }),
      },
      breadcrumbList([...trail, post]),
    ],
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
