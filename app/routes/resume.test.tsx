import { render as renderElement, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { resume } from '../content/resume.ts';
import { site } from '../content/site.ts';
import type { Route } from './+types/resume';
import Resume from './resume.tsx';

/*
 * The page shows resume.ts as it is, in its order; that resume.ts holds what
 * the specification publishes is the outline's check (content.spec.ts).
 */

/** The page, with its loader's words, in a router: it ends with links to other pages. */
const ResumePage = () => <Resume {...({ loaderData: { resume } } as Route.ComponentProps)} />;

const render = (element: ReactElement) => renderElement(<MemoryRouter>{element}</MemoryRouter>);

function section(name: string) {
  return screen.getByRole('region', { name });
}

test('opens with its heading and the bio', () => {
  render(<ResumePage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(resume.heading);
  for (const paragraph of resume.bio) expect(document.body).toHaveTextContent(paragraph);
});

test('lists the strengths in order', () => {
  render(<ResumePage />);
  const items = within(section(resume.strengthsHeading)).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([...resume.strengths]);
});

test('shows each position, newest first as written, with its years, “present” for one that goes on', () => {
  render(<ResumePage />);
  const entries = within(section(resume.experienceHeading)).getAllByRole('article');
  expect(entries).toHaveLength(resume.experience.length);
  for (const [at, { role, startYear, endYear }] of resume.experience.entries()) {
    expect(within(entries[at]!).getByRole('heading', { level: 3 })).toHaveTextContent(role);
    expect(entries[at]).toHaveTextContent(`${startYear}–${endYear ?? site.words.present}`);
  }
});

test('shows each education entry with its year', () => {
  render(<ResumePage />);
  const items = within(section(resume.educationHeading)).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(
    resume.education.map(({ credential, year }) =>
      expect.stringContaining(`${credential}, ${year}`),
    ),
  );
});
