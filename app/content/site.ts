import type { SiteConfig } from './schema.ts';

export type { SiteConfig } from './schema.ts';

/**
 * Site configuration: the owner's details in one place. The values below are
 * placeholders (reserved example domains, a fictional 555-01xx number):
 * replace them with the real ones before deploying.
 */
export const site = {
  studioName: 'Keystone Web Studio',
  ownerName: 'Alex Morgan',
  phone: '+12025550142',
  phoneDisplay: '(202) 555-0142',
  email: 'hello@example.com',
  designSiteUrl: 'https://design.example.com/',
  designSiteLabel: 'Design portfolio',
  bookingLabel: 'Book a free consultation',
  // A scheduling page, if you use one (https://…); without it the button leads to /contact.
  // bookingUrl: 'https://cal.example.com/alex-morgan',
  siteUrl: 'https://www.example.com',
  copyrightYear: 2025,
  // How long you have built for the web: "over 20 years" on About, "20+ years" on Resume.
  yearsOfExperience: 20,
  builtWith: 'React',
  description:
    'Custom, maintainable websites and web applications. Human-led, with AI only for repetitive tasks. Hosting and support included.',
} as const satisfies SiteConfig;
