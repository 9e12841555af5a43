import { expect, test } from 'vitest';
import vm from 'node:vm';
import {
  appStartScript,
  deferAppStart as deferWith,
  inlineStylesheets,
  optimizeHtml,
} from './optimize-html.ts';

const APP_START = appStartScript();
const deferAppStart = (html: string) => deferWith(html, APP_START);

// The shape of a page React Router prerenders, cut down; what its scripts say is its own business.
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root-3.css"/><link rel="stylesheet" href="/assets/home-4.css"/></head><body><p>Hi</p><script>context();</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-5.js";
import * as route1 from "/assets/home-6.js";
start(route0, route1);
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

test('moves React Router’s module preloads and script, as it wrote them, into an inert template', () => {
  const html = deferAppStart(page);
  const preloads =
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>';
  const script = page.slice(page.indexOf('<script type="module"'), page.indexOf('</body>'));
  expect(html).toContain(
    `<template id="app">${preloads}${script}</template><script type="module">${APP_START}</script></body>`,
  );
  expect(html).toContain('<title>T</title><link rel="stylesheet"');
  // React Router's other inline scripts are left alone.
  expect(html).toContain('<p>Hi</p><script>context();</script><template');
});

test('every page runs the same loader, so the policy needs one hash for it', () => {
  const other = page.replaceAll('home-6', 'about-7');
  const loaders = [deferAppStart(page), deferAppStart(other)].map(
    (html) => /<\/template><script type="module">([\s\S]*?)<\/script>/.exec(html)![1],
  );
  expect(loaders[0]).toBe(loaders[1]);
});

/** Runs the generated loader with the browser's parts stubbed, recording what it does. */
function runLoader(
  html: string,
  { paintTiming = true, complete = false, modelContext = false } = {},
) {
  const loader = /<\/template><script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const template = /<template id="app">([\s\S]*?)<\/template>/.exec(html)![1]!;
  const record = {
    /** What the loader put into the document: the template's content, imported. */
    started: [] as string[],
    frames: [] as (() => void)[],
    timers: [] as (() => void)[],
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
  class HTMLTemplateElement {
    content = template;
  }
  const sandbox = {
    HTMLTemplateElement,
    document: {
      readyState: complete ? 'complete' : 'interactive',
      getElementById: (id: string) => (id === 'app' ? new HTMLTemplateElement() : null),
      importNode: (content: string, deep: boolean) => (deep ? content : ''),
      head: { append: (content: string) => record.started.push(content) },
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
  };
  vm.runInNewContext(loader, sandbox);
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

const INTENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];

/** What the loader brings to life: the template's content, once. */
const TEMPLATE = /<template id="app">([\s\S]*?)<\/template>/.exec(deferAppStart(page))![1]!;

test('the app waits for the visitor’s first sign of intent, however long the page has been there', async () => {
  const run = runLoader(deferAppStart(page), { complete: true });
  run.load.forEach((listener) => listener());
  run.paint.forEach((notify) => notify('first-contentful-paint'));
  await settle();
  expect(run.frames).toEqual([]);
  expect(run.timers).toEqual([]);
  expect(run.started).toEqual([]);
  expect([...run.listeners.keys()]).toEqual(INTENTS);
  // Listened to before the page's own handlers, and never blocking a scroll.
  for (const { options } of run.listeners.values())
    expect(options).toEqual({ capture: true, passive: true });
});

for (const type of INTENTS) {
  test(`a ${type} starts the app once the frame that answers it is drawn, bringing the template to life, once`, async () => {
    const run = runLoader(deferAppStart(page));
    run.listeners.get(type)!.listener();
    // Nothing runs inside the visitor's event: the browser draws its answer first.
    expect(run.started).toEqual([]);
    expect(run.timers).toEqual([]);
    expect(run.frames).toHaveLength(1);
    run.frames.shift()!();
    expect(run.timers).toEqual([]);
    run.frames.shift()!();
    expect(run.started).toEqual([]);
    run.timers.shift()!();
    expect(run.started).toEqual([TEMPLATE]);
    // Every intent listener is gone, and the app is not started twice.
    expect(run.listeners.size).toBe(0);
    expect(run.frames).toEqual([]);
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
  expect(run.started).toEqual([TEMPLATE]);
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
  expect(run.started).toEqual([TEMPLATE]);
});

test('a page without stylesheets or module scripts is left as it is', () => {
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
  expect(html).toContain('<template id="app"><link rel="modulepreload"');
});
