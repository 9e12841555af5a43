import { expect, test } from 'vitest';
import { about } from '../content/about.ts';
import { pictureFor } from './images.ts';

test('a content image is found by its file name, with its sources and size', () => {
  const picture = pictureFor(about.portrait, 'about');
  expect(Object.keys(picture.sources).toSorted()).toEqual(['avif', 'jpeg']);
  expect(picture.img.w).toBeGreaterThan(0);
});

test('a missing image is named, with the content field that asks for it', () => {
  expect(() => pictureFor({ file: 'nobody.jpg' }, 'app/content/about.ts: portrait.file')).toThrow(
    'app/content/about.ts: portrait.file: there is no image "nobody.jpg" in app/content/images/',
  );
});
