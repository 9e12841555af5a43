/**
 * The loader every page runs: compiled into the page at build time
 * (scripts/build/optimize-html.ts), so it runs in the browser as an inline
 * module script, with nothing imported.
 *
 * The build moves React Router's own module preloads and module script, as
 * React Router wrote them, into a <template>: inert, neither fetched nor run.
 * This loader brings them to life on the visitor's first sign of intent (a
 * pointer over the page, a tap once the finger lifts, a key, a focus), after
 * the frame that answers it is drawn: the prerendered page already works in
 * full without script, popover menu included, so nothing the visitor sees
 * waits for the app, and loading it never competes with the first paint or
 * blocks the main thread of a visitor who only reads. A browser that offers WebMCP tools
 * (`document.modelContext`, an agent's) starts it once the page has loaded
 * and drawn its content, so the tools are there without an interaction.
 * Why: docs/decisions/002-start-the-app-on-intent.md.
 */

/** Starts the app that the template `templateId` holds, when the visitor shows intent. */
export function startApp(templateId: string) {
  // Imported into the head, the template's scripts run and its preloads load, in order;
  // in the head, adding them restyles nothing the visitor sees.
  const start = () => {
    const template = document.getElementById(templateId);
    if (template instanceof HTMLTemplateElement)
      document.head.append(document.importNode(template.content, true));
  };

  let started = false;
  const intents = ['pointerover', 'pointerdown', 'pointerup', 'keydown', 'focusin'];
  const once = (event?: Event) => {
    // A touch counts once the finger lifts: the tap's own answer (the menu
    // opening, say) comes on the click after it, and is drawn before the app starts.
    if ((event as PointerEvent | undefined)?.pointerType === 'touch' && event?.type !== 'pointerup')
      return;
    if (started) return;
    started = true;
    for (const type of intents) removeEventListener(type, once, true);
    // Two frames on: the frame that answers the visitor is drawn before the app competes with it.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
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
    void Promise.all([loaded, painted]).then(() => once());
  }
  for (const type of intents) addEventListener(type, once, { capture: true, passive: true });
}
