import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { site } from '../content/site';
import { SiteNav } from './site-nav';

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

test('tells its owner when a link is followed', async () => {
  // The links ask for a view transition; every browser the site supports has
  // the API, which happy-dom lacks: a stand-in that runs the update at once.
  Object.defineProperty(document, 'startViewTransition', {
    configurable: true,
    value: (update?: () => void) => {
      update?.();
      const done = Promise.resolve();
      return { finished: done, ready: done, updateCallbackDone: done, skipTransition() {} };
    },
  });
  try {
    const onLinkClick = vi.fn();
    renderAt('/home', onLinkClick);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    // The owner (the overlay menu) hears of it in the click, before the page changes…
    expect(onLinkClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // …and the navigation follows once that frame is painted.
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page'),
    );
  } finally {
    Reflect.deleteProperty(document, 'startViewTransition');
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
