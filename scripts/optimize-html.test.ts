import { expect, test } from 'vitest';
import { deferAppStart, inlineStylesheets } from './optimize-html';

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
