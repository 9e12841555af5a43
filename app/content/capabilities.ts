import { curlyQuotes } from '../lib/curly-quotes.ts';
import type { CapabilitiesContent } from './capabilities.schema.ts';

export const capabilities = curlyQuotes<CapabilitiesContent>({
  heading: 'CAPABILITIES',
  headline: 'The right tools for your project, chosen with care',
  intro:
    'I pick tools for the job and for the people who will maintain the result, not for novelty. These are the ones I know deeply and use in production.',
  frameworksHeading: 'Core frameworks and platforms',
  frameworks: [
    {
      name: 'Angular',
      use: 'Large, long-lived applications with strict structure and typed forms.',
    },
    { name: 'React', use: 'Interactive interfaces and component libraries, including this site.' },
    { name: 'Vue.js', use: 'Approachable single-page apps and progressive enhancements.' },
    { name: 'Next.js', use: 'Server-rendered and statically generated React sites.' },
    { name: 'Node.js', use: 'APIs, build tooling and background jobs in JavaScript.' },
    { name: 'Express', use: 'Lean, well-tested web services and REST APIs.' },
    { name: 'WordPress', use: 'Content-managed sites with custom themes editors enjoy using.' },
    {
      name: 'HTML5 Boilerplate',
      use: 'Fast, dependable static sites that start from solid defaults.',
    },
    { name: 'Vite', use: 'Quick development servers and optimised production builds.' },
    { name: 'jQuery', use: 'Maintaining and gradually modernising established sites.' },
    { name: 'Bootstrap', use: 'Responsive layouts delivered quickly on a familiar grid.' },
    { name: 'React Native', use: 'iOS and Android apps that share code with the web.' },
  ],
  uiLibrariesHeading: 'UI component libraries',
  uiLibrariesIntro: 'Where a project benefits from a ready-made design system, I work with:',
  uiLibraries: [
    'Angular Material',
    'MUI',
    'PrimeReact and PrimeNG',
    'Bootstrap',
    'Tailwind CSS',
    'Radix UI',
    'shadcn/ui',
  ],
  approach: {
    heading: 'My approach',
    paragraphs: [
      'I start with the platform: semantic HTML, modern CSS and accessible patterns, then add a framework where it earns its place. That keeps pages fast, readable by assistive technology and easy to hand over.',
      'Every project gets automated tests, a documented build and code reviewed by me line by line. AI helps with repetitive work; the architecture and the judgement stay human.',
    ],
  },
  portfolioLink: { to: '/portfolio', label: 'See these tools at work in my portfolio' },
});
