import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { HANDSET_QUERY } from './handset.ts';

// CSS cannot import the constant, so each stylesheet that switches menu mode
// must spell the query exactly as the script does, or the two would disagree
// about the mode between some widths.
test.each(['app-shell.module.css', 'toolbar.module.css', 'side-menu.module.css'])(
  '%s switches mode at the handset breakpoint',
  (file) => {
    const css = readFileSync(path.join(import.meta.dirname, file), 'utf8');
    const queries = [...css.matchAll(/@media ([^{]*\bmax-width[^{]*)\{/g)].map((match) =>
      match[1]?.replace(/\s+/g, ' ').trim(),
    );
    expect(queries).toEqual([HANDSET_QUERY]);
  },
);

test('the handset query is Material Design’s Handset breakpoint', () => {
  expect(HANDSET_QUERY).toBe(
    '(max-width: 599.98px) and (orientation: portrait), (max-width: 959.98px) and (orientation: landscape)',
  );
});
