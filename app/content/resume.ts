import { curlyQuotes } from '../lib/curly-quotes.ts';
import type { ResumeContent } from './schema.ts';
import { site } from './site.ts';

export type { Position } from './schema.ts';

export const resume = curlyQuotes<ResumeContent>({
  heading: 'Resume',
  headline: site.ownerName,
  bio: [
    `Designer turned developer with ${site.yearsOfExperience}+ years of experience building websites and web applications, from small-business sites to federal platforms.`,
    'I combine a graphic designer’s eye with an engineer’s discipline: accessible interfaces, maintainable architecture and tested code, delivered by the person you talk to.',
  ],
  downloads: { pdf: 'Resume as a PDF', json: 'JSON Resume' },
  strengthsHeading: 'Core Strengths',
  strengths: [
    'Product strategy and UX design',
    'Component-based front-end architecture',
    'Backend services and API design',
    'Accessibility and automated testing',
    'Code audits and refactoring',
    'Human-led AI integration',
  ],
  experienceHeading: 'Professional Experience',
  experience: [
    {
      role: 'Founder and Lead Developer',
      organization: site.studioName,
      startYear: 2025,
      summary: 'Design, build, host and support custom websites and web applications for clients.',
      highlights: [
        'Run every project end to end, from the first consult to hosting and support.',
        'Build with modern frameworks, automated tests and accessibility checks on every change.',
      ],
    },
    {
      role: 'Lead Programmer',
      organization: 'State Public Defender Office',
      startYear: 2024,
      endYear: 2025,
      summary: 'Led development of the office’s internal and public web applications.',
      highlights: [
        'Set coding standards, code review and automated testing for the development team.',
        'Modernised case-support tools while keeping sensitive data secure.',
      ],
    },
    {
      role: 'Web Developer (mid-level)',
      organization: 'Federal contractor supporting the U.S. Coast Guard',
      startYear: 2020,
      endYear: 2024,
      summary: 'Built and maintained web applications for Coast Guard programs.',
      highlights: [
        'Developed Angular front ends and Node.js services for mission-support applications.',
        'Brought applications in line with Section 508 accessibility requirements.',
      ],
    },
  ],
  educationHeading: 'Education',
  education: [
    { credential: 'BA in Graphic and Web Design', year: 2006 },
    {
      credential: 'Graduate certificates in Web Development and Information Technology',
      year: 2016,
    },
  ],
  links: [{ to: '/portfolio', label: 'See the projects' }],
});
