/**
 * preparePage against React Router's output as the build expects it, and as
 * an upgrade might change it: a changed shape stops the build, saying what
 * changed, instead of shipping a page whose app never starts.
 */
import { expect, test } from 'vitest';
import { preparePage } from './optimize-html.ts';

const STYLESHEET = '<link rel="stylesheet" href="/assets/root.css"/>';
const PRELOADS =
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>';
const START = '<script type="module">import "/assets/a.js";</script>';

/** A page in the shape React Router prerenders: stylesheets and preloads in the head, the start script last. */
const page = ({ head = `${STYLESHEET}${PRELOADS}`, body = START } = {}) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body><main><h1>Hi</h1></main><script>window.context = {};</script>${body}</body></html>`;

const prepare = (source: string) => preparePage(source, () => 'h1{color:red}', 'startApp("app")');

test('the stylesheet is inlined, and the preloads and start script wait in a template for the loader', () => {
  const { html, policy } = prepare(page());
  expect(html).toContain('<meta charSet="utf-8"/><style>h1{color:red}</style>');
  expect(html).toContain('href="/assets/root.css" media="not all" disabled=""');
  expect(html).toContain(
    `<template id="app">${PRELOADS}${START}</template><script type="module">startApp("app")</script>`,
  );
  // Nothing starts the app but the loader: no preload or module script is left outside the template.
  const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
  expect(outside).not.toContain('modulepreload');
  expect(outside.match(/<script type="module">/g)).toHaveLength(1);
  expect(policy).toMatch(/script-src[^;]*'sha256-/);
});

test('a start script that no longer comes after the preloads stops the build', () => {
  expect(() => prepare(page({ head: STYLESHEET, body: `${START}${PRELOADS}` }))).toThrow(
    /changed shape: its module preloads are no longer followed by the module script/,
  );
});

test('a page without a module script stops the build', () => {
  expect(() => prepare(page({ body: '' }))).toThrow(/changed shape/);
});

test('stylesheets that are no longer stylesheet links stop the build', () => {
  const preloaded = '<link rel="preload" as="style" href="/assets/root.css"/>';
  expect(() => prepare(page({ head: `${preloaded}${PRELOADS}` }))).toThrow(
    /changed shape: its stylesheets are no longer <link rel="stylesheet"/,
  );
});
