/**
 * Makes each prerendered page paint like a hand-written one. React Router's
 * output has the page's stylesheets and some fifteen module preloads in the
 * head: on a slow phone connection they all compete with the first paint.
 * After this pass the page's CSS is inline, and the app's scripts are only
 * requested once the page has loaded and painted its content; hydration
 * follows a moment later.
 */

/** Inline the page's stylesheets; keep their <link>s, disabled, for React to hydrate against. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const css: string[] = [];
  const withDisabledLinks = html.replace(
    /<link rel="stylesheet" href="([^"]+)"\/>/g,
    (_link, href: string) => {
      css.push(readStylesheet(href));
      // A disabled stylesheet is not fetched; React matches the element and leaves it be.
      return `<link rel="stylesheet" href="${href}" disabled=""/>`;
    },
  );
  if (css.length === 0) return html;
  const style = `<style>${css.join('\n').replace(/<\/style/gi, '<\\/style')}</style>`;
  // Right after the charset, so the styles are known before anything is laid out.
  return withDisabledLinks.replace(/(<meta charSet="utf-8"\/>)/, `$1${style}`);
}

const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** The id of the data block that lists a page's modules for APP_START. */
const MODULES_ID = 'app-modules';

/** What a page's app is made of: React Router's loader, read apart. */
interface AppModules {
  /** Modules to preload, in order. */
  readonly preloads: readonly string[];
  /** Modules imported for their side effects first (the route manifest). */
  readonly sideEffects: readonly string[];
  /**
   * Route id ("routes/home") to the modules that define it: one, or several
   * where React Router split the route (a client loader in a chunk of its own).
   */
  readonly routes: Readonly<Record<string, readonly string[]>>;
  /** The client entry, imported last: it hydrates. */
  readonly entry: string;
}

/**
 * The loader, the same on every page: it reads the page's modules from the
 * data block, so the Content-Security-Policy needs one hash for it, however
 * many pages there are (data blocks are never run, so they need none).
 *
 * It starts the app on the visitor's first sign of intent (a pointer over the
 * page, a touch, a key, a focus), after the frame that answers it is drawn:
 * the prerendered page already works in full without script, popover menu
 * included, so nothing the visitor sees waits for the app, and loading it
 * never competes with the first paint or blocks the main thread of a visitor
 * who only reads. A browser that offers WebMCP tools (`document.modelContext`,
 * an agent's) starts it once the page has loaded and drawn its content, so
 * the tools are there without an interaction. A failure leaves the static
 * page as it is. Why: docs/decisions/002-start-the-app-on-intent.md.
 */
export const APP_START = [
  `const modules = JSON.parse(document.getElementById('${MODULES_ID}').textContent);`,
  'const start = async () => {',
  '  for (const href of modules.preloads) {',
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '  for (const url of modules.sideEffects) await import(url);',
  '  const ids = Object.keys(modules.routes);',
  '  const routeModules = await Promise.all(',
  '    ids.map(async (id) => Object.assign({}, ...(await Promise.all(modules.routes[id].map((url) => import(url)))))),',
  '  );',
  '  window.__reactRouterRouteModules = Object.fromEntries(ids.map((id, index) => [id, routeModules[index]]));',
  '  await import(modules.entry);',
  '};',
  'const report = (error) => console.error("The site could not start; the page works without it.", error);',
  'let started = false;',
  "const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];",
  'const once = () => {',
  '  if (started) return;',
  '  started = true;',
  '  for (const type of intents) removeEventListener(type, once, true);',
  // Two frames on: the frame that answers the visitor is drawn before the app competes with it.
  '  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => start().catch(report))));',
  '};',
  "if ('modelContext' in document) {",
  "  const loaded = new Promise((resolve) => document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true }));",
  '  const painted = new Promise((resolve) => {',
  "    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();",
  '    new PerformanceObserver((entries, observer) => {',
  "      if (entries.getEntriesByName('first-contentful-paint').length > 0) { observer.disconnect(); resolve(); }",
  "    }).observe({ type: 'paint', buffered: true });",
  '  });',
  '  Promise.all([loaded, painted]).then(once);',
  '}',
  'for (const type of intents) addEventListener(type, once, { capture: true, passive: true });',
].join('\n');

/** React Router's loader read apart; undefined if it no longer looks as expected. */
function readLoader(body: string, preloads: readonly string[]): AppModules | undefined {
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

/**
 * Replace React Router's module loader with APP_START and the page's modules
 * as data: the same modules, preloaded and started exactly as the original
 * would have, later. Fails the build if the loader is not the one expected.
 */
export function deferAppStart(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /<link rel="modulepreload" href="([^"]+)"\/>/g,
    (_link, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  const loader = LOADER.exec(withoutPreloads);
  if (!loader) return html;
  const modules = readLoader(loader[1] ?? '', preloads);
  if (!modules) {
    throw new Error(
      "optimize-html: React Router's module loader has changed; update deferAppStart()",
    );
  }
  // "<" escaped, so no module name can end the data block.
  const data = JSON.stringify(modules).replaceAll('<', '\\u003c');
  return withoutPreloads.replace(
    LOADER,
    `<script type="application/json" id="${MODULES_ID}">${data}</script><script type="module">${APP_START}</script>`,
  );
}

export function optimizeHtml(html: string, readStylesheet: (href: string) => string): string {
  return deferAppStart(inlineStylesheets(html, readStylesheet));
}
