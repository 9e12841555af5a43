import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { firstLanguage, languages } from '../lib/languages.ts';
import { SiteLink } from './site-link.tsx';

const [, translation] = languages;
const page = firstLanguage.pages.find((entry) => entry.module !== 'home')!;

const on = (path: string, link: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{link}</MemoryRouter>);

test.skipIf(!translation)(
  'on another language’s page, a link to a first-language page leads to that language’s version; the switch leads where it says',
  () => {
    const own = translation!.pages.find((entry) => entry.module === page.module)!;
    const home = translation!.pages.find((entry) => entry.module === 'home')!;
    on(
      home.path,
      <>
        <SiteLink to={`${page.path}#top`}>kept</SiteLink>
        <SiteLink to={page.path} hrefLang={firstLanguage.tag}>
          switch
        </SiteLink>
        <SiteLink to="/nowhere">other</SiteLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'kept' })).toHaveAttribute('href', `${own.path}#top`);
    expect(screen.getByRole('link', { name: 'switch' })).toHaveAttribute('href', page.path);
    expect(screen.getByRole('link', { name: 'other' })).toHaveAttribute('href', '/nowhere');
  },
);

test('on a first-language page, a link leads where it says', () => {
  on(page.path, <SiteLink to={page.path}>same</SiteLink>);
  expect(screen.getByRole('link', { name: 'same' })).toHaveAttribute('href', page.path);
});
