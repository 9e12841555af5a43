import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Testimonial } from '../content/testimonials.ts';
import { TestimonialQuote } from './testimonial.tsx';

// One an owner might add: a long quote, a name and an organisation outside ASCII.
const testimonial: Testimonial = {
  quote:
    'Our volunteers publish their own news now, in minutes, and the site has not needed a rescue since it launched. Working with one person who knew every part of it made all the difference.',
  name: 'Zoë Ørsted-Nakamura',
  role: 'Communications lead',
  organisation: 'Fundación Comunitaria São João',
  project: 'river-archive',
};

test('a testimonial is a quotation captioned with who said it, their role and organisation', () => {
  render(<TestimonialQuote testimonial={testimonial} />);
  const figure = screen.getByRole('figure');
  expect(figure.querySelector('blockquote')).toHaveTextContent(testimonial.quote);
  expect(figure.querySelector('figcaption')).toHaveTextContent(
    `${testimonial.name} ${testimonial.role}, ${testimonial.organisation}`,
  );
});
