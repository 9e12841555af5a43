/**
 * The site's colours: app/styles/tokens.css, where every hand-written value
 * lives, and the shades derived from the owner's brand colour (site.ts,
 * `brandColor`), for the stylesheet (the site-files plugin writes them
 * around tokens.css) and for what is drawn outside it: the browser's own bar
 * (root.tsx), the manifest and app icons (scripts/build/site-files.ts) and the
 * share cards (scripts/build/social-cards.ts).
 *
 * Invariants: every pairing in `pairings` meets its ratio in both themes
 * unless tokens.css pins a shade that cannot (paletteProblems names it); a
 * derived shade keeps its seed's OKLCH hue and chroma (as far as sRGB allows)
 * and moves its lightness no further than the pairings need.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clampChroma, formatHex, oklch, wcagContrast } from 'culori';
import postcss from 'postcss';
import { type SiteConfig, site } from '../content/site.ts';

export type Theme = 'light' | 'dark';
const THEMES = ['light', 'dark'] as const;

const TOKENS_FILE = 'app/styles/tokens.css';
/** The media query of the dark theme's tokens in tokens.css. */
const DARK = 'screen and (prefers-color-scheme: dark)';

/** WCAG's contrast for text at AAA (1.4.6), and for control edges and focus rings (1.4.11). */
const TEXT = 7;
const EDGE = 3;

/** What accent text sits on. */
const SURFACES = [
  'color-bg',
  'color-surface',
  'color-surface-alt',
  'color-surface-hover',
  'color-accent-soft',
];

/** Every pairing the site draws that carries text or marks a control: [colour, behind it, ratio]. */
const pairings: readonly (readonly [string, string, number])[] = [
  ['color-on-brand', 'color-brand', TEXT],
  ['color-on-brand-action', 'color-brand-action', TEXT],
  ['color-brand-action', 'color-brand', EDGE],
  ['color-on-accent', 'color-accent', TEXT],
  ...SURFACES.flatMap((surface) =>
    ['color-text', 'color-accent', 'color-accent-strong'].map(
      (colour) => [colour, surface, TEXT] as const,
    ),
  ),
  ...SURFACES.slice(0, 3).map((surface) => ['color-focus', surface, EDGE] as const),
];

/** A shade of `colour` at OKLCH lightness `l` (chroma `c`, if given), inside sRGB. */
function tone(colour: string, l: number, c?: number): string {
  const seed = oklch(colour) ?? { mode: 'oklch' as const, l: 0, c: 0 };
  return formatHex(clampChroma({ ...seed, l, c: c ?? seed.c }, 'oklch'));
}

/** The shade of `start` nearest it in lightness for which `passes` holds, if one does. */
function nearest(start: string, passes: (shade: string) => boolean): string | undefined {
  const l = oklch(start)?.l ?? 0;
  for (let step = 0; step <= 500; step += 1) {
    for (const shade of [tone(start, l - step / 500), tone(start, l + step / 500)])
      if (passes(shade)) return shade;
  }
  return undefined;
}

type Tokens = Map<string, string>;

/** tokens.css as written: each theme's own declarations. */
function readHandWritten(css: string): Record<Theme, Tokens> {
  const light: Tokens = new Map();
  const dark: Tokens = new Map();
  postcss.parse(css).walkDecls(/^--/, (declaration) => {
    const block = declaration.parent?.parent;
    if (block?.type === 'root') light.set(declaration.prop.slice(2), declaration.value);
    else if (block?.type === 'atrule' && 'params' in block && block.params === DARK)
      dark.set(declaration.prop.slice(2), declaration.value);
  });
  return { light, dark };
}

/** A token's #rrggbb value in `tokens`, followed through var(). */
function resolve(tokens: Tokens, name: string): string | undefined {
  const value = tokens.get(name);
  const reference = /^var\(--([\w-]+)\)$/.exec(value ?? '')?.[1];
  if (reference) return resolve(tokens, reference);
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value : undefined;
}

/** Whether `shade` as `name` meets every pairing whose other side `tokens` already has. */
function meetsPairings(tokens: Tokens, name: string, shade: string): boolean {
  return pairings.every(([colour, behind, ratio]) => {
    const other = colour === name ? behind : behind === name ? colour : undefined;
    const against = other === undefined ? undefined : resolve(tokens, other);
    return against === undefined || wcagContrast(shade, against) >= ratio;
  });
}

/**
 * The shades a theme derives from its seed, in order, each from where it
 * starts. The light theme's toolbar is the brand colour itself, with white or
 * the text colour on it; the dark theme's is a surface tokens.css pins, and
 * the brand colour lights its accents, as Material's dark scheme does.
 */
function derivations(theme: Theme, seed: string, tokens: Tokens) {
  const c = oklch(seed)?.c ?? 0;
  const light = theme === 'light';
  const accent = () => resolve(tokens, 'color-accent') ?? seed;
  const lightness = (colour: string) => oklch(colour)?.l ?? 0;
  const text = () => resolve(tokens, 'color-text') ?? '#000000';
  // Of white and the text colour, the one that reads best on the toolbar.
  const inkOn = (brand: string) =>
    wcagContrast('#ffffff', brand) >= wcagContrast(text(), brand) ? '#ffffff' : text();
  return [
    ['color-accent-soft', () => tone(seed, light ? 0.98 : 0.26, Math.min(c, light ? 0.02 : 0.033))],
    ['color-accent', () => seed],
    [
      'color-accent-strong',
      () =>
        light
          ? tone(accent(), lightness(accent()) - 0.05)
          : tone(accent(), lightness(accent()) + (1 - lightness(accent())) * 0.65, c * 0.4),
    ],
    ['color-on-accent', () => (light ? '#ffffff' : tone(accent(), 0.28, Math.min(c, 0.045)))],
    ['color-brand', () => seed],
    [
      'color-on-brand',
      () =>
        light
          ? inkOn(resolve(tokens, 'color-brand') ?? seed)
          : tone(seed, 0.985, Math.min(c, 0.015)),
    ],
  ] as const;
}

/** The toolbar's own test: white or the text colour reads on it. */
const carriesInk = (tokens: Tokens) => (shade: string) =>
  ['#ffffff', resolve(tokens, 'color-text') ?? '#000000'].some(
    (ink) => wcagContrast(ink, shade) >= TEXT,
  );

export interface PaletteProblem {
  readonly file: string;
  readonly field: string;
  readonly message: string;
}

/**
 * The pairings that miss their ratio, each token once, at its worst pairing,
 * blamed on its hand-written side, with the nearest shade of that side that
 * meets every pairing.
 */
function problemsOf(theme: Theme, all: Tokens, derived: Tokens): PaletteProblem[] {
  const handWritten = (name: string) => !derived.has(name);
  const worst = new Map<string, { other: string; ratio: number; has: number }>();
  for (const [colour, behind, ratio] of pairings) {
    const [fore, back] = [resolve(all, colour), resolve(all, behind)];
    if (!fore || !back) continue;
    const has = wcagContrast(fore, back);
    const blamed = handWritten(colour) || !handWritten(behind) ? colour : behind;
    if (has < ratio && has < (worst.get(blamed)?.has ?? Infinity))
      worst.set(blamed, { other: blamed === colour ? behind : colour, ratio, has });
  }
  return [...worst].map(([blamed, { other, ratio, has }]) => {
    const shade = resolve(all, blamed) ?? '';
    const fix = nearest(shade, (candidate) => meetsPairings(all, blamed, candidate));
    return {
      file: handWritten(blamed) ? TOKENS_FILE : 'app/content/site.ts',
      field: `${handWritten(blamed) ? `--${blamed}` : 'brandColor'} (${theme} theme)`,
      message: `--${blamed} ${shade} has ${has.toFixed(2)}:1 against --${other}; ${ratio === TEXT ? 'text' : 'an edge'} needs ${ratio}:1. ${fix ? `The nearest shade that meets every pairing: ${fix}` : 'No shade of it meets every pairing: change what it sits on'}`,
    };
  });
}

export interface Palette {
  /** Hand-written values and derived shades: every token, in each theme. */
  readonly tokens: Record<Theme, Tokens>;
  /** The derived shades alone, in each theme: what tokens.css does not pin. */
  readonly derived: Record<Theme, Tokens>;
  /** Each pairing that misses its ratio. */
  readonly problems: readonly PaletteProblem[];
}

/** The palette of a tokens.css and a brand colour as site.ts writes it. */
export function derivePalette(css: string, brandColor: SiteConfig['brandColor']): Palette {
  const pinned = readHandWritten(css);
  const seeds =
    typeof brandColor === 'string' ? { light: brandColor, dark: brandColor } : brandColor;
  const tokens = {} as Record<Theme, Tokens>;
  const derived = {} as Record<Theme, Tokens>;
  const problems: PaletteProblem[] = [];
  for (const theme of THEMES) {
    const own: Tokens = new Map();
    // The dark theme starts from the light one's hand-written values, as the cascade does.
    const all: Tokens = new Map([...pinned.light, ...(theme === 'dark' ? pinned.dark : [])]);
    for (const [name, start] of derivations(theme, seeds[theme], all)) {
      if (pinned[theme].has(name)) continue;
      const from = start();
      const passes =
        name === 'color-brand'
          ? carriesInk(all)
          : (shade: string) => meetsPairings(all, name, shade);
      const shade = nearest(from, passes) ?? from;
      own.set(name, shade);
      all.set(name, shade);
    }
    tokens[theme] = all;
    derived[theme] = own;
    problems.push(...problemsOf(theme, all, own));
  }
  return { tokens, derived, problems };
}

let built: { css: string; palette: Palette } | undefined;

/** The palette of tokens.css as it is now: the development server sees each edit. */
function current(): Palette {
  // From the project's root, where the build runs: the prerender's bundle lives elsewhere.
  const css = readFileSync(path.resolve(TOKENS_FILE), 'utf8');
  if (built?.css !== css) built = { css, palette: derivePalette(css, site.brandColor) };
  return built.palette;
}

/** A colour token's value in a theme: `palette('color-brand', 'dark')`. */
export function palette(name: string, theme: Theme = 'light'): string {
  const value = resolve(current().tokens[theme], name);
  if (!value)
    throw new Error(
      `${TOKENS_FILE}: --${name} (${theme} theme) is not a #rrggbb colour or a var() of one`,
    );
  return value;
}

/**
 * tokens.css with the derived shades: the light theme's before it, so that
 * the dark theme's pins override them, and the dark theme's after it, so that
 * they override the light theme's pins.
 */
export function withDerivedTokens(css: string): string {
  const block = (tokens: Tokens) => [...tokens].map(([name, value]) => `--${name}: ${value};`);
  const { derived } = current();
  const note = "/* Derived from site.ts's brandColor (app/styles/palette.server.ts) */";
  return [
    `${note}\n:root { ${block(derived.light).join(' ')} }`,
    css,
    `${note}\n@media ${DARK} { :root { ${block(derived.dark).join(' ')} } }\n`,
  ].join('\n');
}

/** What check-content reports of the palette: each pairing that misses its ratio. */
export const paletteProblems = (): readonly PaletteProblem[] => current().problems;
