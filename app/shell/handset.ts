/**
 * Material Design's "Handset" breakpoint (SPEC part two, point 5). The same
 * query is written in the shell's three stylesheets (`app-shell`, `toolbar`,
 * `side-menu`), which lay the page out before any script runs;
 * handset.test.ts keeps them in step.
 */
export const HANDSET_QUERY =
  '(max-width: 599.98px) and (orientation: portrait), (max-width: 959.98px) and (orientation: landscape)';
