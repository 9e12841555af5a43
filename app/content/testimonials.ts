import { curlyQuotes } from '../lib/curly-quotes.ts';
import type { Testimonial } from './schema.ts';

export type { Testimonial } from './schema.ts';

/**
 * What clients say, each quote with its author's name, role and organisation
 * (README, "Testimonials"). They show on the home page, and one with a
 * `project` (its slug in projects.ts) on that project's card too. The site
 * shows only what is written here, and nothing while the list is empty.
 */
export const testimonials = curlyQuotes<readonly Testimonial[]>([]);
