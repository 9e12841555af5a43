import type { Plugin } from 'vite';

/**
 * A Vite plugin that serves each id of `modules` (say
 * `virtual:font-fallback.css`) from code its function makes at build time,
 * under Rollup's convention for virtual modules: the resolved id starts with
 * a NUL byte, so no other plugin treats it as a file.
 */
export function virtualModule(
  name: string,
  modules: Readonly<Record<string, () => string | Promise<string>>>,
): Plugin {
  const resolved = (id: string) => (Object.hasOwn(modules, id) ? `\0${id}` : undefined);
  return {
    name,
    resolveId: resolved,
    load: (requested) => {
      const id = requested.slice(1);
      return requested === resolved(id) ? modules[id]?.() : undefined;
    },
  };
}
