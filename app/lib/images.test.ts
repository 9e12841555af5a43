import { expect, test } from 'vitest';
import { about } from '../content/about.ts';
import { type Picture, inShape, pictureFor } from './images.ts';

test('a content image is found by its file name, with its sources and size', () => {
  const picture = pictureFor(about.portrait.file, 'about');
  expect(Object.keys(picture.sources).toSorted()).toEqual(['avif', 'jpeg']);
  expect(picture.img.w).toBeGreaterThan(0);
});

test('a missing image is named, with the content field that asks for it', () => {
  expect(() => pictureFor('nobody.jpg', 'app/content/about.ts: portrait.file')).toThrow(
    'app/content/about.ts: portrait.file: there is no image "nobody.jpg" in app/content/images/',
  );
});

const pictureOf = (w: number, h: number): Picture => ({
  sources: { avif: '/a.avif 1200w' },
  img: { src: '/a.jpg', w, h },
});

test('a picture of the required shape is returned as it is', () => {
  const picture = pictureOf(1200, 750);
  expect(inShape(picture, 16, 10, 'app/content/projects.ts: project "x"')).toBe(picture);
});

test('a picture of another shape is refused, naming where it is used and the shape it needs', () => {
  expect(() =>
    inShape(
      pictureOf(1200, 800),
      16,
      10,
      'app/content/projects.ts: project "x": screenshots/a.jpg',
    ),
  ).toThrow(
    'app/content/projects.ts: project "x": screenshots/a.jpg: the image is 1200×800; it must be 16:10 (for example 1200×750)',
  );
  // Both ways round: a taller picture is as wrong as a wider one.
  expect(() => inShape(pictureOf(1200, 700), 16, 10, 'x')).toThrow('the image is 1200×700');
});
