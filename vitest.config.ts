import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: Vitest must not load the React Router plugin.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/setup-test-env.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
