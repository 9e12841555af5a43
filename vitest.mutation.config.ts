import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The unit suite as mutation testing runs it (stryker.config.mjs): without the
// test that builds a copy of the whole site, which would run for every mutant
// of the content validation and prove nothing the unit tests don't.
export default mergeConfig(
  base,
  defineConfig({
    test: { exclude: ['scripts/build/check-content.test.ts', '**/node_modules/**'] },
  }),
);
