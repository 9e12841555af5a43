/**
 * schema.org JSON-LD for search engines: the site in each language as a
 * WebSite, the studio as a ProfessionalService with its contact point and
 * price ranges, and its owner as a Person. Every
 * figure comes from the content modules.
 */
import type { SitePage } from '../content/pages.ts';
import type { Project } from '../content/projects.ts';
import { resume as firstResume } from '../content/resume.ts';
import type { ResumeContent, ServicesContent } from '../content/schema.ts';
import { services as firstServices } from '../content/services.ts';
import { type AvailabilityStatement, builtAvailability } from './availability.ts';
import { type Language, firstLanguage, languageOf, languages, pageOf } from './languages.ts';
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

/** Where the services page's offers are, by its address in `language`. */
const offersId = (language: Language) =>
  absoluteUrl(`${pageOf(language, 'services')?.path ?? ''}#offers`);

/**
 * The home page's JSON-LD: the site in the page's language (the name search results show for it),
 * the studio, which offers what the services page lists, and its owner.
 * @param words the language the graph is said in, and its resume
 */
export function studioStructuredData(
  { language, resume }: { readonly language: Language; readonly resume: ResumeContent } = {
    language: firstLanguage,
    resume: firstResume,
  },
) {
  const { site } = language;
  const home = pageOf(language, 'home');
  const about = pageOf(language, 'about')?.path;
  const studioId = absoluteUrl('/#studio');
  const ownerId = absoluteUrl('/#owner');
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': absoluteUrl(`${language.prefix}/#website`),
        name: site.studioName,
        ...(home && { url: absoluteUrl(home.path) }),
        inLanguage: language.tag,
        publisher: { '@id': studioId },
      },
      {
        '@type': 'ProfessionalService',
        '@id': studioId,
        name: site.studioName,
        description: site.description,
        ...(home && { url: absoluteUrl(home.path), image: absoluteUrl(socialCard(home).path) }),
        telephone: site.phone,
        email: site.email,
        ...(site.location && {
          address: {
            '@type': 'PostalAddress',
            addressLocality: site.location.city,
            ...(site.location.region && { addressRegion: site.location.region }),
            addressCountry: site.location.country,
          },
        }),
        founder: { '@id': ownerId },
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: site.phone,
          email: site.email,
          availableLanguage: languages.map(({ tag }) => tag),
        },
        ...(pageOf(language, 'services') && { hasOfferCatalog: { '@id': offersId(language) } }),
      },
      {
        '@type': 'Person',
        '@id': ownerId,
        name: site.ownerName,
        jobTitle: resume.experience[0]?.role,
        worksFor: { '@id': studioId },
        ...(about && { url: absoluteUrl(about) }),
        ...(site.designSiteUrl && { sameAs: [site.designSiteUrl] }),
      },
    ],
  };
}

/**
 * The services page's JSON-LD: the studio's project tiers as offers, each with its price range.
 * @param availability what the site says of the owner's availability as of the build; null for nothing
 * @param words the language the offers are said in, and its services
 */
export function offersStructuredData(
  availability: AvailabilityStatement | null = builtAvailability(firstLanguage.site) ?? null,
  { language, services }: { readonly language: Language; readonly services: ServicesContent } = {
    language: firstLanguage,
    services: firstServices,
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    '@id': offersId(language),
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
          priceCurrency: language.site.currency,
        },
      };
    }),
  };
}

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

/**
 * A case study's JSON-LD: the project as a CreativeWork by the owner (the
 * Person of every page's graph), for its client, with its live sites as its
 * parts; and the trail of pages that leads to it.
 */
export function caseStudyStructuredData(project: Project, page: SitePage) {
  const url = absoluteUrl(page.path);
  const language = languageOf(page.path);
  const trail = [pageOf(language, 'home'), pageOf(language, 'portfolio')].filter(
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
        inLanguage: language.tag,
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
export function postStructuredData(post: Post, language: Language) {
  const url = absoluteUrl(post.path);
  const trail = [pageOf(language, 'home'), pageOf(language, 'writing')].filter(
    (entry) => entry !== undefined,
  );
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        '@id': `${url}#post`,
        headline: post.label,
        description: post.description,
        inLanguage: language.tag,
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
