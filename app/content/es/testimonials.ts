import { curlyQuotes } from '../../lib/curly-quotes.ts';
import type { Testimonial } from '../schema.ts';

/** What clients say, in Spanish: testimonials.ts's quotes, in the same order, translated. */
export const testimonials = curlyQuotes<readonly Testimonial[]>([]);
