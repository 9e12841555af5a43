import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { site } from '../content/site.ts';
import { SiteNav } from './site-nav.tsx';

function renderAt(url: string, onLinkClick?: () => void) {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <SiteNav onLinkClick={onLinkClick} /> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

test('marks only the current page’s link', () => {
  renderAt('/services');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Home', 'About', 'Capabilities', 'Portfolio', 'Resume', 'Contact']) {
    expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
  }
});

test('links to the design site and says it is external', () => {
  renderAt('/home');
  const link = screen.getByRole('link', { name: `${site.designSiteLabel} (external site)` });
  expect(link).toHaveAttribute('href', site.designSiteUrl);
});

test('tells its owner when a link is followed, and warns of nothing', async () => {
  // happy-dom has no View Transitions API, as Firefox before 144 has none: the
  // page still changes, and nothing is said in the console about the fade.
  const warn = vi.spyOn(console, 'warn');
  try {
    // The owner (the overlay menu) hears of it in the click, before the page changes…
    let currentWhenTold: string | undefined;
    const onLinkClick = vi.fn(() => {
      currentWhenTold = screen.getByRole('link', { current: 'page' }).textContent;
    });
    renderAt('/home', onLinkClick);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onLinkClick).toHaveBeenCalledOnce();
    expect(currentWhenTold).toBe('Home');
    // …and the navigation follows.
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});

test('leaves a click that asks for a new tab or window to the browser', async () => {
  const onLinkClick = vi.fn();
  renderAt('/home', onLinkClick);
  const contact = screen.getByRole('link', { name: 'Contact' });
  const followed = vi.fn((event: MouseEvent) => {
    followedByApp = event.defaultPrevented;
    event.preventDefault(); // happy-dom would otherwise load the page
  });
  let followedByApp = true;
  document.addEventListener('click', followed);
  try {
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(contact);
    await user.keyboard('{/Control}');
  } finally {
    document.removeEventListener('click', followed);
  }
  expect(followed).toHaveBeenCalledOnce();
  expect(followedByApp).toBe(false);
  expect(onLinkClick).not.toHaveBeenCalled();
});
