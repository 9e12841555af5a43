import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import type * as SiteModule from '../content/site.ts';
import { ActionLinks } from './action-links.tsx';

// The owner's scheduling page, when the test sets one (site.ts: bookingUrl).
const scheduling = vi.hoisted(() => ({ url: undefined as string | undefined }));
vi.mock('../content/site.ts', async (original) => {
  const actual = await original<typeof SiteModule>();
  return {
    site: {
      ...actual.site,
      get bookingUrl() {
        return scheduling.url;
      },
    },
  };
});

beforeEach(() => {
  scheduling.url = undefined;
});

const links = [
  { to: '/services', label: 'See services and pricing' },
  { to: '/contact', label: 'Contact me' },
] as const;

function row() {
  render(
    <MemoryRouter>
      <ActionLinks links={links} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

test('booking comes first, to the contact page, which the row then does not link twice', async () => {
  expect(row()).toEqual([
    ['Book a free consultation', '/contact'],
    ['See services and pricing', '/services'],
  ]);
});

test('with a scheduling page, booking leads there and the contact link stays', async () => {
  scheduling.url = 'https://cal.example.com/alex';
  expect(row()).toEqual([
    ['Book a free consultation', 'https://cal.example.com/alex'],
    ['See services and pricing', '/services'],
    ['Contact me', '/contact'],
  ]);
});
