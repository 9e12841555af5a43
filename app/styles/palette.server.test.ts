import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { formatHex, oklch, wcagContrast } from 'culori';
import { expect, test } from 'vitest';
import { derivePalette } from './palette.server.ts';

const tokensCss = readFileSync('app/styles/tokens.css', 'utf8');
const drawn = () => `#${randomInt(0x1000000).toString(16).padStart(6, '0')}`;
// Drawn afresh each run, beside the hard cases: a pale yellow, white, black, and a mid grey
// and a mid teal that neither white nor black text reaches 7:1 on.
const seeds = ['#fef08a', '#ffffff', '#000000', '#6b6b6b', '#0d9488', drawn(), drawn(), drawn()];

/**
 * What the stylesheets draw on what, written here from the components' CSS:
 * text at AAA's 7:1, a control's edge and a focus ring at 3:1 (WCAG 1.4.6, 1.4.11).
 */
const surfaces = ['color-bg', 'color-surface', 'color-surface-alt', 'color-surface-hover'];
const drawnPairs: [string, string, number][] = [
  ['color-on-brand', 'color-brand', 7],
  ['color-on-brand-action', 'color-brand-action', 7],
  ['color-brand-action', 'color-brand', 3],
  ['color-on-accent', 'color-accent', 7],
  ['color-accent-strong', 'color-accent-soft', 7],
  ['color-text', 'color-accent-soft', 7],
  ...surfaces.flatMap((surface): [string, string, number][] => [
    ['color-accent', surface, 7],
    ['color-accent-strong', surface, 7],
    ['color-focus', surface, 3],
  ]),
];

test.each(seeds)(
  'from %s, every pairing in both themes meets AAA text or a control’s 3:1',
  (seed) => {
    const { tokens, problems } = derivePalette(tokensCss, seed);
    expect(problems).toEqual([]);
    for (const theme of ['light', 'dark'] as const) {
      const value = (name: string): string => {
        const raw = tokens[theme].get(name) ?? '';
        return raw.startsWith('var(') ? value(raw.slice(6, -1)) : raw;
      };
      for (const [colour, behind, ratio] of drawnPairs)
        expect(
          wcagContrast(value(colour), value(behind)),
          `${theme}: --${colour} ${value(colour)} on --${behind} ${value(behind)}`,
        ).toBeGreaterThanOrEqual(ratio);
    }
  },
);

test('the toolbar keeps the hue of the owner’s colour, and the colour itself when text reads on it', () => {
  for (const seed of ['#fef08a', '#5b21b6', '#0d9488', '#dc2626']) {
    const brand = derivePalette(tokensCss, seed).tokens.light.get('color-brand') ?? '';
    expect(Math.abs((oklch(brand)?.h ?? 0) - (oklch(seed)?.h ?? 0)), seed).toBeLessThan(8);
  }
  // Slate text reads at 7:1 on a pale yellow, and white on a deep violet: neither moves.
  for (const seed of ['#fef08a', '#5b21b6'])
    expect(derivePalette(tokensCss, seed).tokens.light.get('color-brand')).toBe(seed);
});

test('one colour per theme: each theme’s accent starts from its own', () => {
  const { tokens } = derivePalette(tokensCss, { light: '#5b21b6', dark: '#fde047' });
  expect(formatHex(tokens.light.get('color-accent'))).toBe('#5b21b6');
  expect(formatHex(tokens.dark.get('color-accent'))).toBe('#fde047');
});

test('a shade pinned in tokens.css that misses its ratio is named, with the nearest that meets it', () => {
  const pinned = `${tokensCss}\n:root { --color-accent: #0f766e; }\n`;
  const { problems } = derivePalette(pinned, '#115e59');
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  expect(problem?.file).toBe('app/styles/tokens.css');
  expect(problem?.field).toBe('--color-accent (light theme)');
  expect(problem?.message).toMatch(
    /^--color-accent #0f766e has \d\.\d\d:1 against --color-[\w-]+; text needs 7:1\. The nearest shade that meets every pairing: #[0-9a-f]{6}$/,
  );
  const ratio = Number(/has ([\d.]+):1/.exec(problem?.message ?? '')?.[1]);
  expect(ratio).toBeLessThan(7);
  const fix = /(#[0-9a-f]{6})$/.exec(problem?.message ?? '')?.[1];
  expect(
    derivePalette(`${tokensCss}\n:root { --color-accent: ${fix}; }\n`, '#115e59').problems,
  ).toEqual([]);
});
