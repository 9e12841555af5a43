import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { site } from '../content/site.ts';
import { ProsePage } from './prose-page.tsx';

// A page an owner might add, in another script and of some length.
const writing = {
  heading: 'ÉCRITS',
  headline: 'Ce qui dure',
  lead: 'Notes sur le métier, écrites entre deux projets.',
  sections: [
    { heading: 'Pourquoi durer', paragraphs: ['Un site se lit des années.', 'Il se garde aussi.'] },
    { heading: '長く使えるもの', paragraphs: ['保守しやすいコードを書く。'] },
  ],
  links: [{ to: '/portfolio', label: 'See the portfolio' }],
} as const;

test('a page of the owner’s own shows its heading, lead and sections, and closes as every page does, booking first', () => {
  render(
    <MemoryRouter>
      <ProsePage content={writing} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(writing.heading);
  expect(screen.getByText(writing.lead)).toBeInTheDocument();
  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual([...writing.sections.map((section) => section.heading), site.closing.heading]);
  for (const paragraph of writing.sections.flatMap((section) => section.paragraphs))
    expect(screen.getByText(paragraph)).toBeInTheDocument();
  const closing = within(screen.getAllByRole('list').at(-1)!).getAllByRole('link');
  expect(closing.map((link) => link.textContent)).toEqual([site.bookingLabel, 'See the portfolio']);
});
