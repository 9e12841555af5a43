import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';
import { tagsWithPosts } from './app/lib/site-pages.ts';

// Kept apart from vite.config.ts: Vitest must not load the React Router plugin.
// The image pipeline runs here too, so components get real responsive images.
// Components (`*.test.tsx`) run in happy-dom with Testing Library; logic and
// build scripts (`*.test.ts`) in plain Node, which starts faster.
// As vite.config.ts: the day the components take as the build's, and the languages with posts.
process.env.VITE_BUILD_DAY ??= new Date().toISOString().slice(0, 10);
process.env.VITE_WRITING = tagsWithPosts;

export default defineConfig({
  plugins: [imagetools({ removeMetadata: true })],
  test: {
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['app/**/*.test.tsx'],
          setupFiles: ['tests/setup/setup-test-env.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['app/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The owner's edits, each in a copy of the project with its own build
        // and tests: minutes of work, so only `npm run test:all` runs them.
        extends: true,
        test: {
          name: 'owner-edits',
          environment: 'node',
          include: ['tests/owner-edits/**/*.test.ts'],
        },
      },
    ],
  },
});
