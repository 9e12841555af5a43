/**
 * Site configuration: the owner's details in one place. The values below are
 * placeholders (reserved example domains, a fictional 555-01xx number):
 * replace them with the real ones before deploying.
 */
export interface SiteConfig {
  /** The studio's name, shown in the toolbar and titles. */
  readonly studioName: string;
  /** The owner's full name, for the copyright line, resume and contact card. */
  readonly ownerName: string;
  /** Phone number in international E.164 form, e.g. "+12025550142". */
  readonly phone: string;
  /** Phone number as people read it. */
  readonly phoneDisplay: string;
  /** Email address for the mailto link. */
  readonly email: string;
  /** The owner's design portfolio, linked from the side menu. */
  readonly designSiteUrl: string;
  /** The label of the design-site link in the side menu. */
  readonly designSiteLabel: string;
  /** Where this site is deployed (no trailing slash); used for canonical URLs. */
  readonly siteUrl: string;
  /** Year in the footer's copyright line. */
  readonly copyrightYear: number;
  /** Framework the site is built with, named in the footer. */
  readonly builtWith: string;
  /** One sentence about the studio, for search results, sharing and the app manifest. */
  readonly description: string;
  /** Browser UI colour; the same as the toolbar's (--teal-800 in app/styles/tokens.css). */
  readonly themeColor: string;
  /** Browser UI colour in the dark theme (--teal-900). */
  readonly darkThemeColor: string;
}

export const site = {
  studioName: 'Keystone Web Studio',
  ownerName: 'Alex Morgan',
  phone: '+12025550142',
  phoneDisplay: '(202) 555-0142',
  email: 'hello@example.com',
  designSiteUrl: 'https://design.example.com/',
  designSiteLabel: 'Design portfolio',
  siteUrl: 'https://www.example.com',
  copyrightYear: 2025,
  builtWith: 'React',
  description:
    'Custom, maintainable websites and web applications. Human-led, with AI only for repetitive tasks. Hosting and support included.',
  themeColor: '#115e59',
  darkThemeColor: '#134e4a',
} as const satisfies SiteConfig;
