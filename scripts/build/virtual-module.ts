import type { Plugin } from 'vite';

/**
 * A Vite plugin that serves `id` (say `virtual:featured-projects`) from code
 * made by `load` at build time, under Rollup's convention for virtual
 * modules: the resolved id starts with a NUL byte, so no other plugin treats
 * it as a file.
 */
export function virtualModule(name: string, id: string, load: () => string): Plugin {
  const resolved = `\0${id}`;
  return {
    name,
    resolveId: (requested) => (requested === id ? resolved : undefined),
    load: (requested) => (requested === resolved ? load() : undefined),
  };
}
