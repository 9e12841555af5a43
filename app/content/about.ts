import { curlyQuotes } from '../lib/curly-quotes.ts';
import type { AboutContent } from './schema.ts';
import { site } from './site.ts';

export const about = curlyQuotes<AboutContent>({
  heading: 'ABOUT',
  headline: 'A designer’s eye, a developer’s discipline',
  portrait: {
    file: 'portrait.jpg',
    alt: 'The initials AM in white on deep green, standing in for a portrait',
  },
  lead: `I’m ${site.ownerName}, the developer behind ${site.studioName}: a designer turned developer with over ${site.yearsOfExperience} years of web development behind me.`,
  background: {
    heading: 'From music to graphic design to code',
    paragraphs: [
      'I started out in music. Years of rehearsing taught me that good work is mostly practice, patience and listening, and that the details nobody notices are the ones that make a piece feel right.',
      'Graphic design came next. I earned a degree in graphic and web design and learned to think in grids, type and hierarchy, and to design for the person on the other side of the screen.',
      `The web pulled those threads together. For over ${site.yearsOfExperience} years I have built websites and web applications, from hand-coded pages to large government platforms, most recently as a lead programmer and as a developer on federal projects before founding this studio in 2025.`,
    ],
  },
  facts: {
    heading: 'At a glance',
    facts: [
      { value: `${site.yearsOfExperience}+`, label: 'years of web development' },
      { value: '2025', label: 'the year the studio opened' },
    ],
  },
  portfolioFacts: {
    projects: (count) => (count === 1 ? 'project in the portfolio' : 'projects in the portfolio'),
    clients: (names) => `Clients include ${names.join(', ')}`,
  },
  valueStatement: {
    heading: 'Why a one-person studio',
    paragraphs: [
      `When you hire ${site.studioName}, you work with me from the first call to the last deploy. No account managers relaying messages, no hand-offs between teams, no junior developer learning on your budget.`,
      'Because I am the one who will maintain what I build, I have every reason to build it well.',
    ],
  },
  philosophy: {
    heading: 'My philosophy',
    paragraphs: [
      'Software should outlast the trend it was built in. I choose proven tools, write code another developer can read, and test the parts that matter, so your site keeps working long after launch.',
      'AI is a useful assistant for repetitive tasks, and I use it that way. The thinking, the design and the final review stay human, because you are trusting a person, not a prompt.',
    ],
  },
  personalNote: {
    heading: 'A personal note',
    paragraphs: [
      'Outside of work I still play music most evenings, and I am happiest when a project lets me combine sound, design and code. If you are building something you care about, I would love to hear about it.',
    ],
  },
  links: [
    { to: '/portfolio', label: 'See my portfolio' },
    { to: '/services', label: 'Review services and pricing' },
    { to: '/contact', label: 'Contact me' },
  ],
});
