/**
 * Makes each prerendered page paint like a hand-written one. React Router's
 * output has the page's stylesheets and some fifteen module preloads in the
 * head: on a slow phone connection they all compete with the first paint.
 * After this pass the page's CSS is inline, and the app's scripts are only
 * requested once the visitor shows intent (app/start-app.client.ts).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterCharset, applyEdits, parseHtml, replace } from './html.ts';

/** Inline the page's stylesheets; keep their <link>s, inert, for React to hydrate against. */
function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const root = parseHtml(html);
  const links = root.querySelectorAll('link[rel="stylesheet"]');
  if (links.length === 0) return html;
  const css = links.map((link) => readStylesheet(link.getAttribute('href') ?? ''));
  const style = `<style>${css.join('\n').replace(/<\/style/gi, '<\\/style')}</style>`;
  return applyEdits(html, [
    // React matches a stylesheet link by its rel and href, and leaves the rest
    // be. The parser fetches no disabled stylesheet, but Chromium's preload
    // scanner fetches one anyway, at the highest priority, unless its media
    // matches nothing.
    ...links.map((link) =>
      replace(
        link,
        `<link rel="stylesheet" href="${link.getAttribute('href')}" media="not all" disabled=""/>`,
      ),
    ),
    // Right after the charset, so the styles are known before anything is laid out.
    ...afterCharset(root, style),
  ]);
}

/** The id of the template that holds React Router's module preloads and script until the app starts. */
const APP_TEMPLATE_ID = 'app';

/**
 * The loader, the same on every page: app/start-app.client.ts compiled, then
 * called with the template's id, so the Content-Security-Policy needs one
 * hash for it, however many pages there are.
 */
export function appStartScript(): string {
  const source = readFileSync(new URL('../../app/start-app.client.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      removeComments: true,
    },
  });
  // An inline script imports nothing and exports nothing: the function is called in place.
  const body = outputText.replace(/^export function /m, 'function ');
  return `${body.trim()}\nstartApp(${JSON.stringify(APP_TEMPLATE_ID)});`;
}

/**
 * Make React Router's module preloads and module scripts inert until the
 * loader starts them: each moves, exactly as React Router wrote it, into one
 * <template> where its module script was, and the loader follows it. What
 * they contain is React Router's business: nothing here reads it.
 */
function deferAppStart(html: string, appStart: string): string {
  const modules = parseHtml(html)
    .querySelectorAll('link[rel="modulepreload"], script[type="module"]')
    .sort((one, other) => one.range[0] - other.range[0]);
  const last = modules.at(-1);
  if (last?.tagName !== 'SCRIPT') return html;
  const inert = modules.map((element) => html.slice(...element.range)).join('');
  return applyEdits(html, [
    ...modules.slice(0, -1).map((element) => replace(element, '')),
    replace(
      last,
      `<template id="${APP_TEMPLATE_ID}">${inert}</template><script type="module">${appStart}</script>`,
    ),
  ]);
}

export function optimizeHtml(
  html: string,
  readStylesheet: (href: string) => string,
  appStart: string,
): string {
  return deferAppStart(inlineStylesheets(html, readStylesheet), appStart);
}
