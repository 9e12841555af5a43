import { render as renderElement, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import ResumePage from './resume.tsx';

/** The page in a router: it ends with links to other pages. */
const render = (element: ReactElement) => renderElement(<MemoryRouter>{element}</MemoryRouter>);

function section(name: string) {
  return screen.getByRole('region', { name });
}

test('lists the six core strengths from the specification', () => {
  render(<ResumePage />);
  const items = within(section('Core Strengths')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent?.toLowerCase())).toEqual([
    'product strategy and ux design',
    'component-based front-end architecture',
    'backend services and api design',
    'accessibility and automated testing',
    'code audits and refactoring',
    'human-led ai integration',
  ]);
});

test('shows the three positions with their years, newest first', () => {
  render(<ResumePage />);
  const experience = section('Professional Experience');
  const roles = within(experience).getAllByRole('heading', { level: 3 });
  expect(roles).toHaveLength(3);
  const entries = within(experience).getAllByRole('article');
  expect(entries[0]).toHaveTextContent(/Founder.*2025–present/);
  expect(entries[1]).toHaveTextContent(/Lead Programmer.*Public Defender.*2024–2025/);
  expect(entries[2]).toHaveTextContent(/Web Developer \(mid-level\).*Coast Guard.*2020–2024/);
});

test('shows both education entries with their years', () => {
  render(<ResumePage />);
  const items = within(section('Education')).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/BA in Graphic and Web Design, 2006/);
  expect(items[1]).toHaveTextContent(
    /Graduate certificates in Web Development and Information Technology, 2016/,
  );
});

test('opens with a bio: 20+ years, designer turned developer', () => {
  render(<ResumePage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resume');
  expect(document.body).toHaveTextContent(/Designer turned developer with 20\+ years/);
});
