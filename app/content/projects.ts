import { curlyQuotes } from '../lib/curly-quotes.ts';
import { homePath } from './pages.ts';
import { site } from './site.ts';
import type { PortfolioContent } from './schema.ts';

export type { PortfolioContent, Project, ProjectSite } from './schema.ts';

export const portfolio = curlyQuotes<PortfolioContent>({
  heading: 'Craftsmanship in Action — Selected Projects',
  headline: 'Real problems, solved to last',
  intro:
    'A selection of work for foundations, federal agencies, a public library system and independent publishers. Each card tells you what the problem was, what I built, and what changed.',
  projects: [
    {
      slug: 'faith-foundation',
      featured: { result: 'Volunteers publish their own updates in minutes.' },
      title: 'Faith Community Foundation website',
      client: 'A faith-community foundation',
      sites: [
        {
          url: 'https://foundation.example.com/',
          screenshot: {
            file: 'faith-foundation.jpg',
            alt: 'An illustration of the foundation’s home page: a welcome banner over links to giving, events and grants',
            dark: 'faith-foundation-dark.jpg',
          },
        },
      ],
      challenge:
        'The foundation’s old site was hard for volunteers to update, slow on phones, and buried the information donors and grant applicants looked for most.',
      solution:
        'I built a custom WordPress theme with structured content types for events, grants and news, simplified the navigation around what visitors actually do, and trained the volunteer editors.',
      results:
        'Volunteers now publish updates themselves in minutes, and the site loads quickly on phones while meeting WCAG 2.1 AA.',
      techStack: ['WordPress', 'PHP', 'Custom theme', 'Sass', 'JavaScript'],
    },
    {
      slug: 'embassies',
      title: 'U.S. embassy websites',
      client: 'U.S. Department of State',
      namedClient: true,
      sites: [
        {
          url: 'https://www.state.gov/',
          screenshot: {
            file: 'embassies.jpg',
            alt: 'An illustration of an embassy website on the shared platform: an alert for U.S. citizens over news and events',
            dark: 'embassies-dark.jpg',
          },
        },
      ],
      challenge:
        'Embassies and consulates around the world run their sites on one shared platform, which had to stay secure, multilingual and consistent while each post published its own news and alerts.',
      solution:
        'As part of the engineering team I built and maintained reusable theme components and templates, improved deployment scripts, and fixed accessibility and performance issues across the network.',
      results:
        'Posts gained consistent, accessible templates that editors could use without developer help, and updates rolled out to the whole network at once.',
      techStack: ['WordPress', 'PHP', 'JavaScript', 'Sass', 'Accessibility testing'],
    },
    {
      slug: 'gsa',
      title: 'GSA home and blog sites',
      client: 'U.S. General Services Administration',
      namedClient: true,
      sites: [
        {
          title: 'GSA home',
          url: 'https://www.gsa.gov/',
          screenshot: {
            file: 'gsa-home.jpg',
            alt: 'An illustration of the GSA home page: a search box over links to buying, selling and real estate',
            dark: 'gsa-home-dark.jpg',
          },
        },
        {
          title: 'GSA blog',
          url: 'https://www.gsa.gov/blog',
          screenshot: {
            file: 'gsa-blog.jpg',
            alt: 'An illustration of the GSA blog index: recent posts with their topics and dates',
            dark: 'gsa-blog-dark.jpg',
          },
        },
      ],
      challenge:
        'The agency’s home page and blog served very different audiences, from contractors to the public, and both had to meet federal accessibility and design standards.',
      solution:
        'I built front-end components on the U.S. Web Design System, templated the blog for consistent authoring, and tuned the pages for performance and Section 508 compliance.',
      results:
        'Both sites share one component library, and new posts and pages follow the federal design standards without extra developer work.',
      techStack: ['Drupal', 'U.S. Web Design System', 'JavaScript', 'Sass', 'Section 508'],
    },
    {
      slug: 'noaa-metadata',
      featured: { result: 'Four metadata apps, one consistent workflow for researchers.' },
      title: 'NOAA metadata web apps',
      client: 'National Oceanic and Atmospheric Administration',
      namedClient: true,
      sites: [
        {
          title: 'Metadata editor',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-editor.jpg',
            alt: 'An illustration of the metadata editor: a form for a dataset’s title, contacts, coverage and keywords',
            dark: 'noaa-editor-dark.jpg',
          },
        },
        {
          title: 'Metadata catalog',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-catalog.jpg',
            alt: 'An illustration of the metadata catalog: datasets found, beside filters by theme and years',
            dark: 'noaa-catalog-dark.jpg',
          },
        },
        {
          title: 'Validation service',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-validator.jpg',
            alt: 'An illustration of the validation service: the errors and warnings found in a metadata record',
            dark: 'noaa-validator-dark.jpg',
          },
        },
        {
          title: 'Collection dashboard',
          url: 'https://www.noaa.gov/',
          screenshot: {
            file: 'noaa-dashboard.jpg',
            alt: 'An illustration of the collection dashboard: counts of records by status over a bar chart',
            dark: 'noaa-dashboard-dark.jpg',
          },
        },
      ],
      challenge:
        'Scientists needed to describe, find and check thousands of environmental datasets, but the tools were separate, dated and hard to learn.',
      solution:
        'I worked on four related web apps: an editor, a searchable catalog, a validation service and a dashboard, sharing components, styles and an API so they felt like one product.',
      results:
        'Researchers create and validate records in one consistent workflow, and the shared code base made each app easier to maintain.',
      techStack: ['Angular', 'TypeScript', 'Node.js', 'Express', 'Angular Material'],
    },
    {
      slug: 'montgomery-libraries',
      featured: { result: 'Page clicks up 25% and accessibility up 80% across 22 branches.' },
      title: 'Montgomery County Public Libraries digital strategy',
      client: 'Montgomery County Public Libraries',
      namedClient: true,
      sites: [
        {
          url: 'https://www.montgomerycountymd.gov/library/',
          screenshot: {
            file: 'montgomery-libraries.jpg',
            alt: 'An illustration of the library system’s home page: a catalog search over the week’s new books, and links to events, the catalog and branches',
            dark: 'montgomery-libraries-dark.jpg',
          },
        },
      ],
      challenge:
        'A library system with 22 branches needed its website and social channels to reach more residents and work for every one of them, including people using assistive technology.',
      solution:
        'I led a digital strategy that reorganised the site around residents’ tasks, rebuilt key templates to accessibility standards, and aligned social media with branch events.',
      results: 'Across the 22 branches’ online presence, the library reported clear gains:',
      metrics: [
        { value: '+25%', label: 'page clicks' },
        { value: '+80%', label: 'accessibility' },
        { value: '+40%', label: 'followers' },
      ],
      techStack: ['Content strategy', 'HTML5', 'CSS', 'JavaScript', 'Accessibility audits'],
    },
    {
      slug: 'music-journal',
      title: 'Independent music journal',
      client: 'Published by its editors',
      sites: [
        {
          title: 'Issue 1',
          url: 'https://journal.example.com/issue-1',
          screenshot: {
            file: 'journal-issue-1.jpg',
            alt: 'An illustration of issue 1’s cover page: a large title over a grid of featured articles',
            dark: 'journal-issue-1-dark.jpg',
          },
        },
        {
          title: 'Issue 2',
          url: 'https://journal.example.com/issue-2',
          screenshot: {
            file: 'journal-issue-2.jpg',
            alt: 'An illustration of issue 2’s cover page: an illustrated header over the table of contents',
            dark: 'journal-issue-2-dark.jpg',
          },
        },
      ],
      challenge:
        'The editors wanted each issue to feel like a designed print edition while staying fast, readable and easy to publish online.',
      solution:
        'I designed a flexible issue layout with rich typography, built it as a lightweight static site, and set up a simple workflow for adding articles and audio.',
      results:
        'Two issues published on the same template, each with its own look, and the editors add articles without touching code.',
      techStack: ['HTML5 Boilerplate', 'Vite', 'JavaScript', 'CSS Grid'],
    },
    {
      slug: 'this-site',
      title: 'This website',
      client: site.studioName,
      sites: [
        {
          url: `${site.siteUrl}${homePath}`,
          screenshot: {
            file: 'this-site.jpg',
            alt: 'The home page of this website, with the side menu and the headline Crafted Code. Human-Led. Built to Last.',
          },
        },
      ],
      challenge:
        'A studio site has to prove what it promises: fast on a phone, usable by everyone, and easy for its owner to keep up to date.',
      solution:
        'I built it with React and React Router, prerendered every page to static HTML, and kept every word, price and project in typed content files that are checked on each build.',
      results:
        'Every page works without JavaScript, loads without any layout shift, and every price is computed from the hourly rate. The site’s own test suite checks each of these facts on every change.',
      techStack: ['React', 'React Router', 'TypeScript', 'Vite', 'Playwright'],
      role: 'Design, content, development and hosting',
      timeframe: '2025–2026',
      metrics: [
        { value: '100', label: 'Lighthouse score on every page, phone and desktop' },
        { value: '0', label: 'layout shift while a page loads' },
      ],
      story: [
        {
          heading: 'Context',
          paragraphs: [
            'Most visitors meet a studio’s site once, on a phone, between other things. It has a few seconds to show real work and a clear way to get in touch, and it is itself a sample of the work.',
          ],
        },
        {
          heading: 'Approach',
          paragraphs: [
            'Every page is built to plain HTML before it is deployed, so it reads completely before any script runs. The app starts only when a visitor shows intent, by pointing at a link or touching the screen; from then on pages change in place, with a short cross-fade.',
            'The words, prices and projects live in typed content files. A build checks them, and stops with a message naming the file and the field when one is wrong.',
          ],
        },
        {
          heading: 'What was hard',
          paragraphs: [
            'Keeping the side menu, the themes and the focus order the same before and after the app starts, on three browser engines, took more care than any single page.',
          ],
        },
      ],
      gallery: [
        {
          file: 'this-site-services.jpg',
          alt: 'The services page of this website: a table of six project tiers, each with what it typically is, its hours and its price',
          caption:
            'Each price in the tiers’ table is its hours at the hourly rate, computed from the one rate and checked by the site’s tests.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Want to see what I can build for you?',
    link: { to: '/contact', label: 'Contact me about your project' },
  },
  words: {
    challenge: 'Challenge',
    solution: 'Solution',
    results: 'Results',
    techStack: 'Tech Stack',
    client: 'Client',
    role: 'Role',
    timeframe: 'Timeframe',
    liveSites: 'Live sites',
    liveSite: 'Visit the live site at {host}',
    namedLiveSite: '{site}, live at {host}',
    breadcrumb: 'Breadcrumb',
    previous: 'Previous project',
    next: 'Next project',
    closing: 'Have a project like this one?',
  },
});
