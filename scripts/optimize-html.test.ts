import { expect, test } from 'vitest';
import vm from 'node:vm';
import { deferAppStart, inlineStylesheets, optimizeHtml } from './optimize-html';

// The shape of a page React Router 7 prerenders, cut down.
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root-3.css"/><link rel="stylesheet" href="/assets/home-4.css"/></head><body><p>Hi</p><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/home-6.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

const stylesheets: Record<string, string> = {
  '/assets/root-3.css': 'body{margin:0}',
  '/assets/home-4.css': '.hero{color:teal}',
};

test('inlines the page’s stylesheets right after the charset and disables their links', () => {
  const html = inlineStylesheets(page, (href) => stylesheets[href]!);
  expect(html).toContain(
    '<meta charSet="utf-8"/><style>body{margin:0}\n.hero{color:teal}</style><title>',
  );
  expect(html).toContain('<link rel="stylesheet" href="/assets/root-3.css" disabled=""/>');
  expect(html).toContain('<link rel="stylesheet" href="/assets/home-4.css" disabled=""/>');
});

test('removes the module preloads and starts the app after the first paint, loading the same modules', () => {
  const html = deferAppStart(page);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('async=""');
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  expect(loader).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
  expect(loader).toContain('await import("/assets/manifest-1.js");');
  expect(loader).toContain(
    'const [route0, route1] = await Promise.all([import("/assets/root-5.js"), import("/assets/home-6.js")]);',
  );
  expect(loader).toContain(
    'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  );
  expect(loader).toContain('await import("/assets/entry.client-2.js");');
  expect(loader).toContain('requestAnimationFrame(() => requestAnimationFrame(once));');
  expect(loader).toContain('setTimeout(once, 1000);');
  expect(loader).toContain('console.error("The site could not start');
  // The data script is left alone.
  expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
});

test('fails the build if React Router’s loader no longer looks as expected', () => {
  const changed = page.replace(
    'import("/assets/entry.client-2.js");',
    'boot("/assets/entry.client-2.js");',
  );
  expect(() => deferAppStart(changed)).toThrow("React Router's module loader has changed");
});

/** Runs the generated loader with the browser's parts stubbed, recording what it does. */
function runLoader(html: string, failing = '') {
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const record = {
    links: [] as { rel?: string; href?: string }[],
    imports: [] as string[],
    errors: [] as unknown[][],
    frames: [] as (() => void)[],
    timers: [] as [() => void, number][],
    window: {} as Record<string, unknown>,
  };
  const sandbox = {
    window: record.window,
    document: {
      createElement: (tag: string) => (tag === 'link' ? {} : undefined),
      head: { append: (link: { rel?: string; href?: string }) => record.links.push(link) },
    },
    requestAnimationFrame: (callback: () => void) => record.frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => record.timers.push([callback, ms]),
    console: { error: (...args: unknown[]) => record.errors.push(args) },
    // The loader's dynamic imports, which a vm script cannot make, go to this stub.
    loadModule: async (url: string) => {
      record.imports.push(url);
      if (url === failing) throw new Error(`cannot load ${url}`);
      return { url };
    },
  };
  vm.runInNewContext(loader.replaceAll('import(', 'loadModule('), sandbox);
  return record;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the loader starts the app on the second frame, loading each module in order, once', async () => {
  const run = runLoader(deferAppStart(page));
  expect(run.imports).toEqual([]);
  expect(run.timers.map(([, ms]) => ms)).toEqual([1000]);
  run.frames.shift()!();
  expect(run.imports).toEqual([]);
  run.frames.shift()!();
  await settle();
  expect(run.links).toEqual([
    { rel: 'modulepreload', href: '/assets/manifest-1.js' },
    { rel: 'modulepreload', href: '/assets/entry.client-2.js' },
  ]);
  expect(run.imports).toEqual([
    '/assets/manifest-1.js',
    '/assets/root-5.js',
    '/assets/home-6.js',
    '/assets/entry.client-2.js',
  ]);
  expect(run.window.__reactRouterRouteModules).toEqual({
    root: { url: '/assets/root-5.js' },
    'routes/home': { url: '/assets/home-6.js' },
  });
  // The timer that starts a background tab does nothing once the app has started.
  run.timers[0]![0]();
  await settle();
  expect(run.imports).toHaveLength(4);
  expect(run.errors).toEqual([]);
});

test('in a tab that draws no frames, the timer starts the app; a failed start is reported', async () => {
  const run = runLoader(deferAppStart(page), '/assets/home-6.js');
  run.timers[0]![0]();
  await settle();
  expect(run.imports).toContain('/assets/manifest-1.js');
  expect(run.errors).toHaveLength(1);
  expect(run.errors[0]![0]).toBe('The site could not start; the page works without it.');
  expect(String(run.errors[0]![1])).toBe('Error: cannot load /assets/home-6.js');
});

test('a page without stylesheets or a loader is left as it is', () => {
  const bare = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body></body></html>';
  expect(inlineStylesheets(bare, () => 'x{}')).toBe(bare);
  expect(deferAppStart(bare)).toBe(bare);
  expect(optimizeHtml(bare, () => 'x{}')).toBe(bare);
});

test('a stylesheet cannot close the inline style element early', () => {
  const html = inlineStylesheets(page, () => 'a{content:"</style><script>"}');
  expect(html).toContain('a{content:"<\\/style><script>"}');
});

test('optimizeHtml inlines the styles and defers the start together', () => {
  const html = optimizeHtml(page, (href) => stylesheets[href]!);
  expect(html).toContain('<style>body{margin:0}');
  expect(html).not.toContain('rel="modulepreload"');
});
