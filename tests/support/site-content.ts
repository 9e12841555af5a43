/**
 * A whole site's content, valid and written for the tests alone: what the
 * validation and component tests check their rules against, so that no test
 * depends on the owner's words (app/content/). Every text the schemas allow
 * once is one short sentence here.
 */
import type { SiteContent } from '../../app/content/validate.ts';

const words = 'Words written for the tests.';
const paragraphs = [words];
const section = { heading: 'A section', paragraphs };
const description =
  'A description written for the tests alone, long enough for search results, and never the owner’s.';
const page = (path: `/${string}`, label: string) =>
  ({ path, module: path.slice(1), label, title: label, description }) as const;
const project = (slug: string, title: string) => ({
  slug,
  title,
  client: `The client of ${title}`,
  sites: [{ url: `https://${slug}.example.org/`, screenshot: { file: `${slug}.jpg`, alt: words } }],
  challenge: 'Records were scattered across three old systems that nobody could search.',
  solution: 'One archive, searchable by name, date and place.',
  results: 'Visitors find what they look for in seconds, and the staff answer fewer calls.',
  techStack: ['Vue.js', 'Express'],
});

export const siteContent: SiteContent = {
  site: {
    studioName: 'Fixture Studio',
    ownerName: 'Test Owner',
    phone: '+12025550199',
    phoneDisplay: '(202) 555-0199',
    email: 'owner@example.org',
    designSiteUrl: 'https://design.example.org/',
    designSiteLabel: 'Design',
    brandColor: '#1d4ed8',
    bookingLabel: 'Book a call',
    emailLabel: 'Email',
    closing: { heading: 'A closing heading', text: words },
    availability: { status: 'now', confirmed: '2026-11-20' },
    availabilityWords: { now: 'Free now', from: 'Free from {month}', booked: 'Booked' },
    siteUrl: 'https://www.example.org',
    copyrightYear: 2026,
    yearsOfExperience: 12,
    builtWith: 'React',
    description,
    language: 'en',
    currency: 'USD',
    paperSize: 'Letter',
  },
  pages: [
    page('/home', 'Home'),
    page('/about', 'About'),
    page('/services', 'Services'),
    page('/portfolio', 'Portfolio'),
    page('/contact', 'Contact'),
  ],
  home: {
    heading: 'HOME',
    logoAlt: 'The studio’s logo',
    headline: 'A headline',
    intro: paragraphs,
    heroActions: [{ to: '/portfolio', label: 'See the work' }],
    clientsLabel: 'Work for',
    selectedWork: {
      heading: 'Selected work',
      link: { to: '/portfolio', label: (n) => `All ${n}` },
    },
    testimonialsHeading: 'Testimonials',
    sellingPointsHeading: 'Selling points',
    sellingPoints: [{ title: 'A point', text: words }],
    specialtiesHeading: 'Specialties',
    specialties: [{ title: 'A specialty', icon: 'code', text: words }],
    callToAction: { links: [{ to: '/contact', label: 'Contact' }] },
  },
  about: {
    heading: 'ABOUT',
    headline: 'A headline',
    portrait: { file: 'portrait.jpg', alt: words },
    lead: words,
    background: section,
    facts: { heading: 'Facts', facts: [{ value: '12+', label: 'years' }] },
    portfolioFacts: { projects: () => 'projects', clients: (names) => names.join(', ') },
    valueStatement: section,
    philosophy: section,
    personalNote: section,
    links: [{ to: '/services', label: 'Services' }],
  },
  services: {
    heading: 'SERVICES',
    headline: 'A headline',
    intro: words,
    hourlyRate: 50,
    hosting: { heading: 'Hosting', text: words, includes: [words] },
    tiers: {
      heading: 'Tiers',
      intro: words,
      caption: 'Tiers',
      list: [
        { name: 'Small', summary: words, hours: { low: 10, high: 20 } },
        { name: 'Large', summary: words, hours: { low: 30, high: 90 } },
      ],
      note: words,
      included: { heading: 'Included', items: [words] },
    },
    improvement: {
      heading: 'Support',
      text: words,
      hourly: 'By the hour',
      retainer: { name: 'Retainer', hoursPerMonth: 5, text: words },
    },
    design: {
      heading: 'Design',
      text: words,
      hourly: 'By the hour',
      retainer: { name: 'Design retainer', hoursPerMonth: 5, text: words },
      note: words,
    },
    consult: { heading: 'Consult', text: words, link: { to: '/contact', label: 'Book' } },
    portfolioLink: { to: '/portfolio', label: 'The portfolio' },
  },
  portfolio: {
    heading: 'PORTFOLIO',
    headline: 'A headline',
    intro: words,
    projects: [
      { ...project('river-archive', 'River archive'), featured: { result: 'Found in seconds.' } },
      project('harbour-guide', 'Harbour guide'),
    ],
    callToAction: { heading: 'A heading', link: { to: '/contact', label: 'Contact' } },
    words: {
      challenge: 'Challenge',
      solution: 'Solution',
      results: 'Results',
      techStack: 'Tech stack',
      client: 'Client',
      role: 'Role',
      timeframe: 'Timeframe',
      liveSites: 'Live sites',
      liveSite: 'Live at {host}',
      namedLiveSite: '{site}, live at {host}',
      breadcrumb: 'Breadcrumb',
      previous: 'Previous',
      next: 'Next',
      closing: 'A closing heading',
    },
  },
  resume: {
    heading: 'Resume',
    headline: 'Test Owner',
    bio: paragraphs,
    downloads: { pdf: 'PDF', json: 'JSON' },
    strengthsHeading: 'Strengths',
    strengths: [words],
    experienceHeading: 'Experience',
    experience: [
      {
        role: 'Developer',
        organization: 'An agency',
        startYear: 2014,
        summary: words,
        highlights: [words],
      },
    ],
    educationHeading: 'Education',
    education: [{ credential: 'A degree', year: 2013 }],
    links: [{ to: '/portfolio', label: 'The portfolio' }],
  },
  contact: {
    heading: 'CONTACT',
    headline: 'A headline',
    intro: paragraphs,
    phoneLabel: 'Call',
    saveContactLabel: 'Save',
    saveContactNote: words,
    nextSteps: { heading: 'Next', steps: [words] },
    closing: words,
  },
  testimonials: [],
  writing: {
    heading: 'Writing',
    headline: 'A headline',
    intro: words,
    feedLink: 'The feed',
    callToAction: { heading: 'A heading', link: { to: '/contact', label: 'Contact' } },
    words: {
      published: 'Published',
      updated: 'Updated',
      breadcrumb: 'Breadcrumb',
      previous: 'Previous',
      next: 'Next',
      code: 'Code',
      readingTime: 'to read',
      allPosts: 'Every post',
    },
  },
};
