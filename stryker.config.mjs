/**
 * Mutation testing of the logic that decides what the site says (the build
 * scripts are proven by what they build, in the browser and HTTP suites):
 * `npm run test:mutation`. Reports go to reports/mutation (ignored).
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'app/lib/**/*.ts',
    'app/content/schema.ts',
    'app/content/validate.ts',
    'app/agents/webmcp.ts',
    '!**/*.test.ts',
  ],
  coverageAnalysis: 'perTest',
  // Mutants in module-level code run the whole suite each (some 240 of them,
  // hours on two cores); they are left out of the score, and listed in the report.
  ignoreStatic: true,
  // Incremental on this machine: a run tests again only the mutants whose code
  // or covering tests changed since the last run here. The file is not
  // committed; a clean clone starts without it.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
};
