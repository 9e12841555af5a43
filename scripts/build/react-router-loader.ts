/**
 * The one place that knows how React Router's prerendered pages load the
 * app: `<link rel="modulepreload">`s in the head, and an inline module script
 * that imports the route manifest, each route's module (a split route from
 * several chunks), sets `window.__reactRouterRouteModules`, then imports the
 * client entry. React Router offers this nowhere else: its build manifest
 * names the routes' source files, not the chunks a page loads. If its output
 * changes shape, the build stops here with a message that says so.
 */
import type { HTMLElement } from 'node-html-parser';
import type { AppModules } from '../../app/start-app.client';

/** React Router's loader in a page: its elements, and what it loads. */
interface ReactRouterLoader {
  readonly preloadLinks: readonly HTMLElement[];
  readonly script: HTMLElement;
  readonly modules: AppModules;
}

const LOADER_CHANGED =
  "React Router's module loader has changed; update scripts/build/react-router-loader.ts";

/** The page's loader read apart; undefined for a page without one; throws if its shape changed. */
export function findLoader(root: HTMLElement): ReactRouterLoader | undefined {
  const script = root.querySelector('script[type="module"][async]');
  if (!script) return undefined;
  const preloadLinks = root.querySelectorAll('link[rel="modulepreload"]');
  const modules = readModules(
    script.rawText,
    preloadLinks.map((link) => link.getAttribute('href') ?? ''),
  );
  if (!modules) throw new Error(LOADER_CHANGED);
  return { preloadLinks, script, modules };
}

function readModules(body: string, preloads: readonly string[]): AppModules | undefined {
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1] ?? '');
  const parts = new Map<string, string[]>(
    [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((match) => [
      match[1] ?? '',
      [match[2] ?? ''],
    ]),
  );
  // A split route is put together from its chunks: `const route1 = {...route1_main,...}`.
  for (const [, name = '', spread = ''] of body.matchAll(/^const (\w+) = \{([^}]*)\};$/gm)) {
    const names = spread.split(',').map((part) => part.trim().replace(/^\.\.\./, ''));
    const urls = names.flatMap((part) => parts.get(part) ?? []);
    if (urls.length !== names.length) return undefined;
    parts.set(name, urls);
  }
  const routeModules = /window\.__reactRouterRouteModules = \{([^;]*)\};/.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  if (parts.size === 0 || !routeModules || !entry) return undefined;
  const routes: Record<string, string[]> = {};
  for (const [, id = '', name = ''] of routeModules.matchAll(/"([^"]+)":(\w+)/g)) {
    const urls = parts.get(name);
    if (!urls) return undefined;
    routes[id] = urls;
  }
  return { preloads, sideEffects, routes, entry };
}
