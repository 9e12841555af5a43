/**
 * The build deletes the prerender's .data files: a route that would fetch
 * one after the first page (a loader, no clientLoader) must stop the build.
 */
import { expect, test } from 'vitest';
import { loadersWithoutClientLoader } from './finalize-build.ts';

test('a route with a loader and no clientLoader is named; one with both, and the root that never revalidates, are not', () => {
  const sources = {
    'app/routes/talks.tsx': 'export async function loader() { return {}; }',
    'app/routes/home.tsx':
      'export async function clientLoader() {}\nexport const loader = clientLoader;',
    'app/routes/contact.tsx': 'export default function Contact() {}',
    'app/root.tsx': 'export function loader() {}\nexport const shouldRevalidate = () => false;',
  };
  expect(loadersWithoutClientLoader(sources)).toEqual(['app/routes/talks.tsx']);
  const revalidating = { 'app/root.tsx': 'export function loader() {}' };
  expect(loadersWithoutClientLoader(revalidating)).toEqual(['app/root.tsx']);
});
