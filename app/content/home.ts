import { curlyQuotes } from '../lib/curly-quotes.ts';
import { site } from './site.ts';
import type { HomeContent } from './schema.ts';

export type { HomeContent, IconName } from './schema.ts';

export const home = curlyQuotes<HomeContent>({
  heading: 'HOME',
  logoAlt: `${site.studioName} logo`,
  headline: 'Crafted Code. Human-Led. Built to Last.',
  intro: [
    'I design and build custom web applications and websites with modern frameworks, for organisations that want something made for them rather than bent out of a template.',
    'Every line that ships is written or reviewed by me. I use AI only for the repetitive parts of the job, so my hours go into the decisions that matter to you. When your site is live, I host it and keep looking after it.',
  ],
  heroActions: [{ to: '/portfolio', label: 'See my work' }],
  clientsLabel: 'Work for',
  selectedWork: {
    heading: 'Selected work',
    link: { to: '/portfolio', label: (projects) => `All ${projects} projects` },
  },
  testimonialsHeading: 'What clients say',
  sellingPointsHeading: 'Why clients work with me',
  sellingPoints: [
    {
      title: 'Made for you, not from a theme',
      text: 'Each project starts from your goals, your content and your visitors. You get exactly the features you need, with nothing bolted on that you will pay to maintain later.',
    },
    {
      title: 'Human-led, with AI kept to the chores',
      text: 'I plan, write and review the code myself. AI helps with boilerplate and test scaffolding, and I check everything it touches before it reaches you.',
    },
    {
      title: 'Maintainable by design',
      text: 'Clear structure, automated tests and plain documentation mean your site can grow for years, with me or with another developer, without a rewrite.',
    },
    {
      title: 'Hosting and support included',
      text: 'I find, register and renew your domain and host your site at no extra charge, so you have one person to call instead of four vendors.',
    },
    {
      title: 'Accessible from the first line',
      text: 'I build to the WCAG accessibility guidelines from day one, because a site that works for everyone also ranks better and reaches more people.',
    },
  ],
  specialtiesHeading: 'Specialties',
  specialties: [
    {
      title: 'Custom web and app development',
      icon: 'code',
      text: 'Websites, web applications and mobile apps built with Angular, React, Vue.js, Next.js and Node.js, shaped around how your organisation actually works.',
    },
    {
      title: 'Architecture and maintenance',
      icon: 'blueprint',
      text: 'Sound foundations for new projects, and careful care for existing ones: audits, refactoring, upgrades and the steady small improvements that keep a site healthy.',
    },
    {
      title: 'Design-driven UX',
      icon: 'pen',
      text: 'I trained as a graphic designer before I wrote code, so layouts, typography and interactions get the same attention as the database.',
    },
  ],
  callToAction: {
    links: [
      { to: '/services', label: 'See services and pricing' },
      { to: '/capabilities', label: 'Explore my capabilities' },
      { to: '/contact', label: 'Contact me' },
    ],
  },
});
