import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { Picture } from '../../app/lib/images.ts';
import { siteContent } from '../support/site-content.ts';

afterEach(() => cleanup());

// The components' tests bring their own pictures: the files in
// tests/support/images/, through the site's own pipeline (images.ts), in
// place of the owner's in app/content/images/.
vi.mock(import('../../app/lib/images.ts'), () => {
  const pictures = import.meta.glob<Picture>('../support/images/**/*.jpg', {
    query: { w: '480;800;1200', format: 'avif;jpeg', as: 'picture' },
    import: 'default',
    eager: true,
  });
  const processed = (file: string, usedBy: string) => {
    const picture = pictures[`../support/images/${file}`];
    if (!picture) throw new Error(`${usedBy}: there is no image "${file}" in app/content/images/`);
    return picture;
  };
  const pictureFor = (
    { file, dark }: { file: string; dark?: string | undefined },
    usedBy: string,
    folder = '',
  ): Picture => {
    const picture = processed(folder + file, usedBy);
    if (dark === undefined) return picture;
    return { ...picture, dark: processed(folder + dark, usedBy).sources['avif'] };
  };
  return {
    pictureFor,
    screenshotFor: (image, usedBy) => pictureFor(image, usedBy, 'screenshots/'),
  };
});

// And their own site: the settings (language, currency, names) are the tests' content's, not the owner's.
vi.mock(import('../../app/content/site.ts'), () => ({ site: siteContent.site }));
