import { expect, test } from 'vitest';
import vm from 'node:vm';
import { APP_START, deferAppStart, inlineStylesheets, optimizeHtml } from './optimize-html';

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

test('removes the module preloads and lists the same modules as data for the shared loader', () => {
  const html = deferAppStart(page);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('async=""');
  const data = /<script type="application\/json" id="app-modules">([\s\S]*?)<\/script>/.exec(
    html,
  )![1]!;
  expect(JSON.parse(data)).toEqual({
    preloads: ['/assets/manifest-1.js', '/assets/entry.client-2.js'],
    sideEffects: ['/assets/manifest-1.js'],
    routes: { root: ['/assets/root-5.js'], 'routes/home': ['/assets/home-6.js'] },
    entry: '/assets/entry.client-2.js',
  });
  expect(html).toContain(`<script type="module">${APP_START}</script>`);
  // The data script is left alone.
  expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
});

test('every page runs the same loader, so the policy needs one hash for it', () => {
  const other = page
    .replaceAll('home-6', 'about-7')
    .replace('"routes/home":route1', '"routes/about":route1');
  const loaders = [deferAppStart(page), deferAppStart(other)].map(
    (html) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1],
  );
  expect(loaders[0]).toBe(loaders[1]);
});

test('a route React Router split into chunks is put together from all of them', async () => {
  const split = page.replace(
    'import * as route1 from "/assets/home-6.js";',
    [
      'import * as route1_clientLoader from "/assets/home-loader-7.js";',
      'import * as route1_main from "/assets/home-main-8.js";',
      'const route1 = {...route1_clientLoader,...route1_main};',
    ].join('\n'),
  );
  const run = runLoader(deferAppStart(split), { complete: true, paintTiming: false });
  await settle();
  run.frames.shift()!();
  await settle();
  expect(run.imports).toEqual([
    '/assets/manifest-1.js',
    '/assets/root-5.js',
    '/assets/home-loader-7.js',
    '/assets/home-main-8.js',
    '/assets/entry.client-2.js',
  ]);
  // The stub's modules each export `url`: merged as a spread would, the last chunk's wins.
  expect(run.window.__reactRouterRouteModules).toEqual({
    root: { url: '/assets/root-5.js' },
    'routes/home': { url: '/assets/home-main-8.js' },
  });
  const missingChunk = split.replace('...route1_main}', '...route1_gone}');
  expect(() => deferAppStart(missingChunk)).toThrow("React Router's module loader has changed");
});

test('a module name cannot end the data block early', () => {
  const html = deferAppStart(page.replaceAll('/assets/home-6.js', '/assets/<!--x.js'));
  expect(html).toContain('"/assets/\\u003c!--x.js"');
  expect(html).not.toContain('<!--x');
});

test('fails the build if React Router’s loader no longer looks as expected', () => {
  const changed = page.replace(
    'import("/assets/entry.client-2.js");',
    'boot("/assets/entry.client-2.js");',
  );
  expect(() => deferAppStart(changed)).toThrow("React Router's module loader has changed");
  const unknownRoute = page.replace('"routes/home":route1', '"routes/home":route9');
  expect(() => deferAppStart(unknownRoute)).toThrow("React Router's module loader has changed");
});

/** Runs the generated loader with the browser's parts stubbed, recording what it does. */
function runLoader(html: string, { failing = '', paintTiming = true, complete = false } = {}) {
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const data = /<script type="application\/json" id="app-modules">([\s\S]*?)<\/script>/.exec(
    html,
  )![1]!;
  const record = {
    links: [] as { rel?: string; href?: string }[],
    imports: [] as string[],
    errors: [] as unknown[][],
    frames: [] as (() => void)[],
    timers: [] as [() => void, number][],
    window: {} as Record<string, unknown>,
    load: [] as (() => void)[],
    paint: [] as ((name: string) => void)[],
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      record.paint.push((name) =>
        callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) }, this),
      );
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      record.paint.length = 0;
    }
  }
  const sandbox = {
    window: record.window,
    document: {
      readyState: complete ? 'complete' : 'interactive',
      getElementById: (id: string) => (id === 'app-modules' ? { textContent: data } : null),
      createElement: (tag: string) => (tag === 'link' ? {} : undefined),
      head: { append: (link: { rel?: string; href?: string }) => record.links.push(link) },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') record.load.push(listener);
    },
    PerformanceObserver,
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

test('the loader starts the app on the frame after load and the first contentful paint, loading each module in order, once', async () => {
  const run = runLoader(deferAppStart(page));
  expect(run.timers.map(([, ms]) => ms)).toEqual([1000]);
  // The page has loaded, and painted, but nothing with content yet.
  run.load.forEach((listener) => listener());
  run.paint.forEach((notify) => notify('first-paint'));
  await settle();
  expect(run.frames).toEqual([]);
  run.paint.forEach((notify) => notify('first-contentful-paint'));
  await settle();
  expect(run.imports).toEqual([]);
  expect(run.frames).toHaveLength(1);
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

test('a contentful paint before the load event waits for it', async () => {
  const run = runLoader(deferAppStart(page));
  run.paint.forEach((notify) => notify('first-contentful-paint'));
  await settle();
  expect(run.frames).toEqual([]);
  run.load.forEach((listener) => listener());
  await settle();
  expect(run.frames).toHaveLength(1);
});

test('a page already loaded, in a browser without paint timing, starts on the next frame', async () => {
  const run = runLoader(deferAppStart(page), { paintTiming: false, complete: true });
  expect(run.load).toEqual([]);
  expect(run.paint).toEqual([]);
  await settle();
  expect(run.frames).toHaveLength(1);
  run.frames.shift()!();
  await settle();
  expect(run.imports).toContain('/assets/entry.client-2.js');
});

test('in a tab that draws no frames, the timer starts the app; a failed start is reported', async () => {
  const run = runLoader(deferAppStart(page), { failing: '/assets/home-6.js' });
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
