import { curlyQuotes } from '../lib/curly-quotes.ts';
import type { WritingContent } from './schema.ts';

/**
 * The words of /writing and of every post's page. The posts themselves are
 * Markdown files in app/content/writing/ (docs/content.md, "Writing a post").
 */
export const writing = curlyQuotes<WritingContent>({
  heading: 'Writing',
  headline: 'Notes from building sites that last',
  intro:
    'How the studio builds: what a choice costs, what it saves, and the code behind it. New posts come by feed too.',
  feedLink: 'Follow new posts by feed (Atom)',
  callToAction: {
    heading: 'Want a site built this way?',
    link: { to: '/contact', label: 'Contact me about your project' },
  },
  words: {
    published: 'Published',
    updated: 'Updated',
    breadcrumb: 'Breadcrumb',
    previous: 'Previous post',
    next: 'Next post',
    code: 'Code sample',
    readingTime: 'read',
    allPosts: 'All posts',
  },
});
