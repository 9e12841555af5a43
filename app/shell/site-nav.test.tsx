import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { contactPath, homePath, pageFor } from '../content/pages.ts';
import { menuPages as pages } from '../lib/site-pages.ts';
import { site } from '../content/site.ts';
import { SiteNav } from './site-nav.tsx';

const [home, contact] = [pageFor(homePath), pageFor(contactPath)];

function renderAt(url: string, onLinkClick?: () => void) {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <SiteNav onLinkClick={onLinkClick} /> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

test('lists the pages in pages.ts’s order, and marks only the current page’s link', () => {
  const current = pages.at(-1)!;
  renderAt(current.path);
  const nav = screen.getByRole('navigation', { name: site.words.navigation });
  const links = pages.map(({ label }) => screen.getByRole('link', { name: label }));
  expect(links.map((link) => link.textContent)).toEqual(pages.map(({ label }) => label));
  expect([...nav.querySelectorAll('a[href^="/"]')]).toEqual(links);
  for (const [at, link] of links.entries())
    if (pages[at] === current) expect(link).toHaveAttribute('aria-current', 'page');
    else expect(link).not.toHaveAttribute('aria-current');
});

test('links to the design site if site.ts has one, and says it is external', () => {
  renderAt(homePath);
  const external = screen.queryAllByRole('link', {
    name: `${site.designSiteLabel} ${site.words.externalSite}`,
  });
  expect(external.map((link) => link.getAttribute('href'))).toEqual(
    site.designSiteUrl ? [site.designSiteUrl] : [],
  );
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
    renderAt(homePath, onLinkClick);
    await userEvent.click(screen.getByRole('link', { name: contact.label }));
    expect(onLinkClick).toHaveBeenCalledOnce();
    expect(currentWhenTold).toBe(home.label);
    // …and the navigation follows.
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: contact.label })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(warn).not.toHaveBeenCalled();
  } finally {
    warn.mockRestore();
  }
});

test('leaves a click that asks for a new tab or window to the browser', async () => {
  const onLinkClick = vi.fn();
  renderAt(homePath, onLinkClick);
  const contactLink = screen.getByRole('link', { name: contact.label });
  const followed = vi.fn((event: MouseEvent) => {
    followedByApp = event.defaultPrevented;
    event.preventDefault(); // happy-dom would otherwise load the page
  });
  let followedByApp = true;
  document.addEventListener('click', followed);
  try {
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(contactLink);
    await user.keyboard('{/Control}');
  } finally {
    document.removeEventListener('click', followed);
  }
  expect(followed).toHaveBeenCalledOnce();
  expect(followedByApp).toBe(false);
  expect(onLinkClick).not.toHaveBeenCalled();
});
