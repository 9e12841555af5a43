import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: Vitest must not load the React Router plugin.
// The image pipeline runs here too, so components get real responsive images.
export default defineConfig({
  plugins: [imagetools({ removeMetadata: true })],
  test: {
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
    setupFiles: ['tests/setup/setup-test-env.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
