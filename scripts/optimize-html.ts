/**
 * Makes each prerendered page paint like a hand-written one. React Router's
 * output has the page's stylesheets and some fifteen module preloads in the
 * head: on a slow phone connection they all compete with the first paint.
 * After this pass the page's CSS is inline, and the app's scripts are only
 * requested once the page has painted; hydration follows a moment later.
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

/**
 * Replace React Router's module loader with one that waits for the first
 * paint, then preloads the same modules and starts the app exactly as the
 * original would have. Fails the build if the loader is not the one expected.
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
  const body = loader[1] ?? '';
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1] ?? '');
  const routes = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((match) => ({
    name: match[1] ?? '',
    url: match[2] ?? '',
  }));
  const routeModules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  if (routes.length === 0 || !routeModules || !entry) {
    throw new Error(
      "optimize-html: React Router's module loader has changed; update deferAppStart()",
    );
  }
  const json = JSON.stringify;
  const script = [
    'const start = async () => {',
    `  for (const href of ${json(preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    ...sideEffects.map((url) => `  await import(${json(url)});`),
    `  const [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${routes
      .map((route) => `import(${json(route.url)})`)
      .join(', ')}]);`,
    `  window.__reactRouterRouteModules = ${routeModules};`,
    `  await import(${json(entry)});`,
    '};',
    '// The second frame comes after the first paint. A tab opened in the background draws no',
    '// frames, so a timer starts it there instead. A failure leaves the static page as it is.',
    'const report = (error) => console.error("The site could not start; the page works without it.", error);',
    'let started = false;',
    'const once = () => { if (!started) { started = true; start().catch(report); } };',
    'requestAnimationFrame(() => requestAnimationFrame(once));',
    'setTimeout(once, 1000);',
  ].join('\n');
  return withoutPreloads.replace(LOADER, `<script type="module">${script}</script>`);
}

export function optimizeHtml(html: string, readStylesheet: (href: string) => string): string {
  return deferAppStart(inlineStylesheets(html, readStylesheet));
}
