import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { Picture } from '../../app/lib/images.ts';
import { siteContent } from '../support/site-content.ts';

afterEach(() => cleanup());

// The components' tests bring their own pictures: the files in
// tests/support/images/, through the site's own pipeline (images.ts), in
// place of the owner's in app/content/images/.
vi.mock(import('../../app/lib/images.ts'), async () => {
  const { pictureLookup } = await import('../../app/lib/picture-lookup.ts');
  const pictures = import.meta.glob<Picture>('../support/images/**/*.jpg', {
    query: { w: '480;800;1200', format: 'avif;jpeg', as: 'picture' },
    import: 'default',
    eager: true,
  });
  return pictureLookup(pictures, '../support/images/');
});

// And their own site: the settings (language, currency, names) are the tests' content's, not the owner's.
vi.mock(import('../../app/content/site.ts'), () => ({ site: siteContent.site }));
