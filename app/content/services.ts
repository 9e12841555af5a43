import { curlyQuotes } from '../lib/curly-quotes.ts';
import type { ServicesContent } from './schema.ts';

export type { ServicesContent, SupportPlan, Tier } from './schema.ts';

export const services = curlyQuotes<ServicesContent>({
  heading: 'SERVICES',
  headline: 'Clear prices, with hosting and support included',
  intro:
    'Clear prices, no surprises. I quote every project in hours at one rate, and hosting is included with everything I build.',
  hourlyRate: 60,
  hosting: {
    heading: 'Hosting, included free',
    text: 'Every site I build comes with hosting at no extra cost, for as long as you work with me. I take care of the whole domain life cycle:',
    includes: [
      'Domain discovery: finding a name that fits',
      'Domain acquisition: registering it in your name',
      'Domain privacy: keeping your personal details out of public records',
      'Domain renewal: so it never lapses',
      'Permanent hosting: fast, secure and monitored',
    ],
  },
  tiers: {
    heading: 'Project tiers',
    intro:
      'Most projects fall into one of these tiers. After a free consult I give you a fixed estimate within the range.',
    caption: 'Project tiers by estimated hours and price',
    columns: { tier: 'Tier', typically: 'Typically', hours: 'Hours', price: 'Price' },
    hoursUnit: 'hours',
    list: [
      {
        name: 'WordPress site',
        summary: 'A site you edit yourself: pages, news and a contact page',
        hours: { low: 20, high: 40 },
      },
      {
        name: 'Bootstrap site',
        summary: 'A custom-designed site of a few to a dozen pages',
        hours: { low: 25, high: 80 },
      },
      {
        name: 'Simple web app',
        summary: 'One focused tool, such as a booking flow or a directory',
        hours: { low: 40, high: 150 },
      },
      {
        name: 'Essential web app',
        summary: 'Sign-in, a database and an admin area for your team',
        hours: { low: 60, high: 450 },
      },
      {
        name: 'Robust web app',
        summary: 'Several kinds of user, reports and links to your other systems',
        hours: { low: 120, high: 750 },
      },
      {
        name: 'Complex web app',
        summary: 'A platform of many workflows, built and grown over months',
        hours: { low: 200, high: 1350 },
      },
    ],
    // Add `popular: true` to the one tier most clients start with, and it carries this mark.
    popularLabel: 'Where most clients start',
    note: 'Prices are the estimated hours at the hourly rate. You only pay for hours worked.',
    included: {
      heading: 'With every tier',
      items: [
        'Hosting, free for as long as you work with me',
        'Your domain found, registered, kept private and renewed',
        'A free first consult and a fixed estimate',
      ],
    },
  },
  improvement: {
    heading: 'Continuous improvement plans',
    text: 'A site is never finished. After launch I keep it secure, up to date and improving.',
    hourly: 'On-demand support, billed by the hour as you need it',
    retainer: {
      name: 'Support retainer',
      hoursPerMonth: 10,
      text: 'reserved time every month for updates and improvements',
    },
  },
  design: {
    heading: 'Graphic design',
    text: 'Logos, illustrations, social graphics and page designs, from the same person who builds your site.',
    hourly: 'Creative support, billed by the hour',
    retainer: {
      name: 'Design retainer',
      hoursPerMonth: 10,
      text: 'a steady supply of design work every month',
    },
    note: 'To keep schedules on track, clients provide creative assets such as copy, photos and brand files promptly.',
  },
  consult: {
    heading: 'Free initial consult',
    text: 'Not sure which tier fits? Let’s talk it through. The first consultation is free and comes with no obligation.',
    link: { to: '/contact', label: 'Book your free consult' },
  },
  portfolioLink: { to: '/portfolio', label: 'See examples of my work' },
});
