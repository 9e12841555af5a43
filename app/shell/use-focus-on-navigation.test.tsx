import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

function Layout() {
  useFocusOnNavigation('main');
  return (
    <>
      <Link to="/b">Go to B</Link>
      <Link to="/b#part-two">Go to part two of B</Link>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

const Stub = createRoutesStub([
  {
    Component: Layout,
    children: [
      { path: '/a', Component: () => <h1 tabIndex={-1}>Page A</h1> },
      {
        path: '/b',
        Component: () => (
          <>
            <h1 tabIndex={-1}>Page B</h1>
            <article id="part-two" aria-label="Part two" tabIndex={-1} />
          </>
        ),
      },
    ],
  },
]);

test('leaves focus alone on first load', () => {
  render(<Stub initialEntries={['/a']} />);
  expect(screen.getByRole('heading', { name: 'Page A' })).not.toHaveFocus();
});

test('moves focus to the new page’s heading after navigating', async () => {
  render(<Stub initialEntries={['/a']} />);
  await userEvent.click(screen.getByRole('link', { name: 'Go to B' }));
  expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();
});

test('moves focus to the part a link names (/b#part-two), not to the heading', async () => {
  render(<Stub initialEntries={['/a']} />);
  await userEvent.click(screen.getByRole('link', { name: 'Go to part two of B' }));
  expect(await screen.findByRole('article', { name: 'Part two' })).toHaveFocus();
});
