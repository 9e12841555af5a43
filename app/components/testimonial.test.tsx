import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import type { Project } from '../content/projects.ts';
import type { Testimonial } from '../content/testimonials.ts';
import { ProjectCard } from './project-card.tsx';
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

const project: Project = {
  slug: 'river-archive',
  title: 'River archive',
  client: 'A river trust',
  sites: [
    {
      url: 'https://archive.example.org/',
      screenshot: { file: 'archive-search.jpg', alt: 'The archive’s search page' },
    },
  ],
  challenge: 'Records were scattered.',
  solution: 'One searchable archive.',
  results: 'Visitors find records.',
  techStack: ['Vue.js'],
};

test('a testimonial is a quotation captioned with who said it, their role and organisation', () => {
  render(<TestimonialQuote testimonial={testimonial} />);
  const figure = screen.getByRole('figure');
  expect(figure.querySelector('blockquote')).toHaveTextContent(testimonial.quote);
  expect(figure.querySelector('figcaption')).toHaveTextContent(
    `${testimonial.name} ${testimonial.role}, ${testimonial.organisation}`,
  );
});

test('a project’s card shows the testimonials about it, and none when there are none', () => {
  const { rerender } = render(
    <ProjectCard
      project={project}
      words={siteContent.portfolio.words}
      testimonials={[testimonial]}
    />,
    { wrapper: MemoryRouter },
  );
  const card = screen.getByRole('article', { name: project.title });
  expect(within(card).getByRole('figure')).toHaveTextContent(testimonial.name);
  rerender(<ProjectCard project={project} words={siteContent.portfolio.words} testimonials={[]} />);
  expect(within(card).queryByRole('figure')).toBeNull();
});
