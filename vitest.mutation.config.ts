import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The unit suite as mutation testing runs it (stryker.config.mjs): without the
// tests that build a copy of the whole site (the content check's, and the
// owner's edits, which would edit Stryker's instrumented sources), which would
// run for every mutant and prove nothing the unit tests don't, nor the docs'
// test, which reads the sources Stryker has instrumented as text.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        'scripts/build/check-content.test.ts',
        'tests/owner-edits/**',
        'scripts/dev/docs.test.ts',
        '**/node_modules/**',
      ],
    },
  }),
);
