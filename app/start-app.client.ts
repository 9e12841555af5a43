/**
 * The loader every page runs in place of React Router's: compiled into the
 * page at build time (scripts/build/optimize-html.ts), so it runs in the
 * browser as an inline module script, with nothing imported.
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

/**
 * What a page's app is made of: what the build reads from React Router's
 * output (scripts/build/react-router-loader.ts) and this loader starts.
 */
export interface AppModules {
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

declare global {
  interface Window {
    /** What React Router's own loader would have set: each route's module, by route id. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/** Starts the app whose modules the data block `modulesId` lists, when the visitor shows intent. */
export function startApp(modulesId: string) {
  const modules = JSON.parse(document.getElementById(modulesId)?.textContent ?? '') as AppModules;

  // Exactly what React Router's loader does, later: preload, the manifest, the routes, then the entry.
  const start = async () => {
    for (const href of modules.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    for (const url of modules.sideEffects) await import(url);
    const ids = Object.keys(modules.routes);
    const routeModules = await Promise.all(
      ids.map(async (id) =>
        Object.assign(
          {},
          ...(await Promise.all((modules.routes[id] ?? []).map((url) => import(url)))),
        ),
      ),
    );
    window.__reactRouterRouteModules = Object.fromEntries(
      ids.map((id, index) => [id, routeModules[index]]),
    );
    await import(modules.entry);
  };
  const report = (error: unknown) =>
    console.error('The site could not start; the page works without it.', error);

  let started = false;
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  const once = () => {
    if (started) return;
    started = true;
    for (const type of intents) removeEventListener(type, once, true);
    // Two frames on: the frame that answers the visitor is drawn before the app competes with it.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => setTimeout(() => start().catch(report))),
    );
  };

  if ('modelContext' in document) {
    const loaded = new Promise<void>((resolve) => {
      if (document.readyState === 'complete') resolve();
      else addEventListener('load', () => resolve(), { once: true });
    });
    const painted = new Promise<void>((resolve) => {
      if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          resolve();
        }
      }).observe({ type: 'paint', buffered: true });
    });
    void Promise.all([loaded, painted]).then(once);
  }
  for (const type of intents) addEventListener(type, once, { capture: true, passive: true });
}
