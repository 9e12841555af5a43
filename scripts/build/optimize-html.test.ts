import { expect, test } from 'vitest';
import vm from 'node:vm';
import {
  appStartScript,
  deferAppStart as deferWith,
  inlineStylesheets,
  optimizeHtml,
} from './optimize-html';

const APP_START = appStartScript();
const deferAppStart = (html: string) => deferWith(html, APP_START);

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

test('inlines the page’s stylesheets right after the charset and makes their links inert', () => {
  const html = inlineStylesheets(page, (href) => stylesheets[href]!);
  expect(html).toContain(
    '<meta charSet="utf-8"/><style>body{margin:0}\n.hero{color:teal}</style><title>',
  );
  expect(html).toContain(
    '<link rel="stylesheet" href="/assets/root-3.css" media="not all" disabled=""/>',
  );
  expect(html).toContain(
    '<link rel="stylesheet" href="/assets/home-4.css" media="not all" disabled=""/>',
  );
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
  const run = runLoader(deferAppStart(split));
  await intent(run, 'pointerdown');
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
function runLoader(
  html: string,
  { failing = '', paintTiming = true, complete = false, modelContext = false } = {},
) {
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const data = /<script type="application\/json" id="app-modules">([\s\S]*?)<\/script>/.exec(
    html,
  )![1]!;
  const record = {
    links: [] as { rel?: string; href?: string }[],
    imports: [] as string[],
    errors: [] as unknown[][],
    frames: [] as (() => void)[],
    timers: [] as (() => void)[],
    window: {} as Record<string, unknown>,
    load: [] as (() => void)[],
    paint: [] as ((name: string) => void)[],
    /** The window's listeners for anything but load, by event type. */
    listeners: new Map<string, { listener: () => void; options: unknown }>(),
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
      ...(modelContext ? { modelContext: {} } : {}),
    },
    addEventListener: (type: string, listener: () => void, options: unknown) => {
      if (type === 'load') record.load.push(listener);
      else record.listeners.set(type, { listener, options });
    },
    removeEventListener: (type: string, listener: () => void, capture: unknown) => {
      expect(capture).toBe(true);
      if (record.listeners.get(type)?.listener === listener) record.listeners.delete(type);
    },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => record.frames.push(callback),
    setTimeout: (callback: () => void) => record.timers.push(callback),
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

type LoaderRun = ReturnType<typeof runLoader>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Two frames after a start are drawn, then the task the loader queued on the second. */
async function drawAndRun(run: LoaderRun) {
  await settle();
  run.frames.shift()!();
  run.frames.shift()!();
  run.timers.shift()!();
  await settle();
}

/** The visitor does something (`type`), and the browser draws the answer. */
async function intent(run: LoaderRun, type: string) {
  run.listeners.get(type)!.listener();
  await drawAndRun(run);
}

const INTENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];

/** What `page`'s loader imports, in order: the manifest, each route, then the entry that hydrates. */
const PAGE_MODULES_IN_ORDER = [
  '/assets/manifest-1.js',
  '/assets/root-5.js',
  '/assets/home-6.js',
  '/assets/entry.client-2.js',
];

test('the app waits for the visitor’s first sign of intent, however long the page has been there', async () => {
  const run = runLoader(deferAppStart(page), { complete: true });
  run.load.forEach((listener) => listener());
  run.paint.forEach((notify) => notify('first-contentful-paint'));
  await settle();
  expect(run.frames).toEqual([]);
  expect(run.timers).toEqual([]);
  expect(run.imports).toEqual([]);
  expect([...run.listeners.keys()]).toEqual(INTENTS);
  // Listened to before the page's own handlers, and never blocking a scroll.
  for (const { options } of run.listeners.values())
    expect(options).toEqual({ capture: true, passive: true });
});

for (const type of INTENTS) {
  test(`a ${type} starts the app once the frame that answers it is drawn, loading each module in order, once`, async () => {
    const run = runLoader(deferAppStart(page));
    run.listeners.get(type)!.listener();
    // Nothing runs inside the visitor's event: the browser draws its answer first.
    expect(run.links).toEqual([]);
    expect(run.timers).toEqual([]);
    expect(run.frames).toHaveLength(1);
    run.frames.shift()!();
    expect(run.timers).toEqual([]);
    run.frames.shift()!();
    expect(run.links).toEqual([]);
    run.timers.shift()!();
    await settle();
    expect(run.links).toEqual([
      { rel: 'modulepreload', href: '/assets/manifest-1.js' },
      { rel: 'modulepreload', href: '/assets/entry.client-2.js' },
    ]);
    expect(run.imports).toEqual(PAGE_MODULES_IN_ORDER);
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-5.js' },
      'routes/home': { url: '/assets/home-6.js' },
    });
    // Every intent listener is gone, and the app is not started twice.
    expect(run.listeners.size).toBe(0);
    expect(run.frames).toEqual([]);
    expect(run.errors).toEqual([]);
  });
}

test('an agent’s browser (WebMCP) starts the app on the frame after load and the first contentful paint', async () => {
  const run = runLoader(deferAppStart(page), { modelContext: true });
  // The page has loaded, and painted, but nothing with content yet.
  run.load.forEach((listener) => listener());
  run.paint.forEach((notify) => notify('first-paint'));
  await settle();
  expect(run.frames).toEqual([]);
  run.paint.forEach((notify) => notify('first-contentful-paint'));
  await drawAndRun(run);
  expect(run.imports).toEqual(PAGE_MODULES_IN_ORDER);
  // An interaction after that starts nothing again.
  expect(run.listeners.size).toBe(0);
});

test('in an agent’s browser, a contentful paint before the load event waits for it', async () => {
  const run = runLoader(deferAppStart(page), { modelContext: true });
  run.paint.forEach((notify) => notify('first-contentful-paint'));
  await settle();
  expect(run.frames).toEqual([]);
  run.load.forEach((listener) => listener());
  await settle();
  expect(run.frames).toHaveLength(1);
});

test('in an agent’s browser, a page already loaded, without paint timing, starts on the next frame', async () => {
  const run = runLoader(deferAppStart(page), {
    modelContext: true,
    paintTiming: false,
    complete: true,
  });
  expect(run.load).toEqual([]);
  expect(run.paint).toEqual([]);
  await drawAndRun(run);
  expect(run.imports).toContain('/assets/entry.client-2.js');
});

test('a failed start is reported, and the page is left as it is', async () => {
  const run = runLoader(deferAppStart(page), { failing: '/assets/home-6.js' });
  await intent(run, 'keydown');
  expect(run.imports).toContain('/assets/manifest-1.js');
  expect(run.errors).toHaveLength(1);
  expect(run.errors[0]![0]).toBe('The site could not start; the page works without it.');
  expect(String(run.errors[0]![1])).toBe('Error: cannot load /assets/home-6.js');
});

test('a page without stylesheets or a loader is left as it is', () => {
  const bare = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body></body></html>';
  expect(inlineStylesheets(bare, () => 'x{}')).toBe(bare);
  expect(deferAppStart(bare)).toBe(bare);
  expect(optimizeHtml(bare, () => 'x{}', APP_START)).toBe(bare);
});

test('a stylesheet cannot close the inline style element early', () => {
  const html = inlineStylesheets(page, () => 'a{content:"</style><script>"}');
  expect(html).toContain('a{content:"<\\/style><script>"}');
});

test('optimizeHtml inlines the styles and defers the start together', () => {
  const html = optimizeHtml(page, (href) => stylesheets[href]!, APP_START);
  expect(html).toContain('<style>body{margin:0}');
  expect(html).not.toContain('rel="modulepreload"');
});
