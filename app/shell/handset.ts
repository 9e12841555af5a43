/**
 * Material Design's "Handset" breakpoint (SPEC part two, point 5). The same
 * query is written in `app-shell.module.css`, which lays the page out before
 * any script runs; a unit test keeps the two in step.
 */
export const HANDSET_QUERY =
  '(max-width: 599.98px) and (orientation: portrait), (max-width: 959.98px) and (orientation: landscape)';
