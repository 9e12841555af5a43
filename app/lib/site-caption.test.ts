import { expect, test } from 'vitest';
import { siteContent } from '../../tests/support/site-content.ts';
import { siteCaption } from './site-caption.ts';

const words = {
  ...siteContent.portfolio.words,
  liveSite: 'Live at {host}',
  namedLiveSite: '{site}, live at {host}',
};

test('a caption names the live site by its host, without a leading www., and by its title where it has one', () => {
  expect(siteCaption({ url: 'https://www.example.org/catalog' }, words)).toBe(
    'Live at example.org',
  );
  expect(siteCaption({ url: 'https://new.www.example.org/', title: 'Catalog' }, words)).toBe(
    'Catalog, live at new.www.example.org',
  );
});
