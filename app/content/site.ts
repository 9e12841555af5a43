import { curlyQuotes } from '../lib/curly-quotes.ts';
import type { SiteConfig } from './schema.ts';

export type { SiteConfig } from './schema.ts';

/**
 * Site configuration: the owner's details in one place. The values below are
 * placeholders (reserved example domains, a fictional 555-01xx number):
 * replace them with the real ones before deploying.
 */
export const site = curlyQuotes<SiteConfig>({
  studioName: 'Keystone Web Studio',
  ownerName: 'Alex Morgan',
  phone: '+12025550142',
  phoneDisplay: '(202) 555-0142',
  email: 'hello@example.com',
  // A design portfolio of yours, linked from the menu; without it, the menu has no such link.
  designSiteUrl: 'https://design.example.com/',
  designSiteLabel: 'Design portfolio',
  // Your colour, as #rrggbb: one for both themes, or { light: '#…', dark: '#…' }. The site
  // derives from it every shade that carries text, each readable at WCAG AAA (7:1).
  brandColor: { light: '#115e59', dark: '#5eead4' },
  // The face of your headlines and of the studio's name, as a package ships it (npm install the
  // package first); a variable one has each axis it names pinned, at its value. `fallback` says
  // which of the machine's own faces stands in for it while it loads: serif or sans-serif.
  displayFace: {
    file: '@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2',
    axes: { opsz: 72, wght: 600, SOFT: 50, WONK: 0 },
    fallback: 'serif',
  },
  bookingLabel: 'Book a free consultation',
  /** The words of a link that writes an email: the footer's, the contact page's, the booking action's on the page booking leads to. */
  emailLabel: 'Email Me',
  /** How a page ends, where it has no words of its own for it: a heading and a line over its row of actions. */
  closing: {
    heading: 'Have a project in mind?',
    text: 'Tell me what you are planning. The first consultation is free, and you will talk with the person who would build it.',
  },
  // A scheduling page, if you use one (https://…); without it the button leads to /contact.
  // bookingUrl: 'https://cal.example.com/alex-morgan',
  // Whether you take new projects: 'now', 'booked', or the month you can start ('2027-03').
  // The date you last checked it: after 90 days the build reminds you. Delete it to say nothing.
  availability: {
    status: 'now',
    note: 'Booking projects for the new year.',
    confirmed: '2026-11-27',
  },
  availabilityWords: {
    now: 'Taking new projects now',
    from: 'Taking new projects from {month}',
    booked: 'Fully booked for now',
  },
  // The words of the site's frame, in your language. {…} marks where the site puts a value.
  words: {
    skipLink: 'Skip to main content',
    menuButton: 'Toggle sidenav',
    menu: 'Menu',
    closeMenu: 'Close menu',
    navigation: 'Main',
    externalSite: '(external site)',
    homeLink: 'Go to the home page',
    notFound:
      'Sorry, there is no page at this address. It may have moved, or the link may be mistyped.',
    error: { heading: 'Something went wrong', text: 'Sorry, this page could not be shown.' },
    redirecting: 'Redirecting to the home page',
    builtWith: 'This site was built with {framework}.',
    barrier: 'Built to {standard}. Found a barrier? Email {email}.',
    barrierSubject: 'Accessibility problem',
    perHour: '{price}/hour',
    perMonth: '{price}/month',
    retainer: 'from {hours} hours/month ({price})',
    tiersCaption: '{caption}, at {rate}',
    present: 'present',
  },
  siteUrl: 'https://www.example.com',
  copyrightYear: 2025,
  // How long you have built for the web: "over 20 years" on About, "20+ years" on Resume.
  yearsOfExperience: 20,
  builtWith: 'React',
  description:
    'Custom, maintainable websites and web applications. Human-led, with AI only for repetitive tasks. Hosting and support included.',
  // The language your words are in ('en', 'en-GB', 'el'): pages, the feed and the PDF are marked
  // with it, and prices, numbers and dates are written its way. Your prices' currency ('USD',
  // 'EUR'), and the paper the resume's PDF is set on ('Letter' or 'A4').
  language: 'en',
  currency: 'USD',
  paperSize: 'Letter',
});
