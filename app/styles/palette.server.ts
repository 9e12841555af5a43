/**
 * The colours of app/styles/tokens.css, where every raw value lives, for
 * what is drawn outside a stylesheet: the browser's own bar (root.tsx), the
 * manifest and app icons (scripts/build/site-files.ts) and the share cards
 * (scripts/build/social-cards.ts). Read when the site is built, each token
 * followed through var() to its #rrggbb value in the light or dark theme.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

export type Theme = 'light' | 'dark';

/** The media query of the dark theme's tokens in tokens.css. */
const DARK = 'screen and (prefers-color-scheme: dark)';

let tokens: Record<Theme, Map<string, string>> | undefined;

function readTokens() {
  // From the project's root, where the build runs: the prerender's bundle lives elsewhere.
  const css = readFileSync(path.resolve('app/styles/tokens.css'), 'utf8');
  const light = new Map<string, string>();
  const dark = new Map<string, string>();
  postcss.parse(css).walkDecls(/^--/, (declaration) => {
    const block = declaration.parent?.parent;
    if (block?.type === 'root') light.set(declaration.prop, declaration.value);
    else if (block?.type === 'atrule' && 'params' in block && block.params === DARK)
      dark.set(declaration.prop, declaration.value);
  });
  return { light, dark: new Map([...light, ...dark]) };
}

/** A colour token's value in a theme: `palette('color-brand', 'dark')`. */
export function palette(name: string, theme: Theme = 'light'): string {
  tokens ??= readTokens();
  const value = tokens[theme].get(`--${name}`) ?? '';
  const reference = /^var\(--([\w-]+)\)$/.exec(value)?.[1];
  if (reference) return palette(reference, theme);
  if (!/^#[0-9a-f]{6}$/i.test(value))
    throw new Error(
      `app/styles/tokens.css: --${name} (${theme} theme) is not a #rrggbb colour or a var() of one`,
    );
  return value;
}
