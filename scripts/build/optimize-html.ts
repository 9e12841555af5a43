/**
 * Makes each prerendered page paint like a hand-written one. React Router's
 * output has the page's stylesheets and some fifteen module preloads in the
 * head: on a slow phone connection they all compete with the first paint.
 * After this pass the page's CSS is inline, and the app's scripts are only
 * requested once the visitor shows intent (app/start-app.client.ts).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterCharset, applyEdits, parseHtml, replace } from './html';
import { findLoader } from './react-router-loader';

/** Inline the page's stylesheets; keep their <link>s, inert, for React to hydrate against. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
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

/** The id of the data block that lists a page's modules for the loader. */
const MODULES_ID = 'app-modules';

/**
 * The loader, the same on every page: app/start-app.client.ts compiled, then
 * called with the data block's id. It reads the page's modules from the data
 * block, so the Content-Security-Policy needs one hash for it, however many
 * pages there are (data blocks are never run, so they need none).
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
  const body = outputText
    .replace(/^export \{\};\n?/m, '')
    .replace(/^export function /m, 'function ');
  return `${body.trim()}\nstartApp(${JSON.stringify(MODULES_ID)});`;
}

/**
 * Replace React Router's module loader with the shared one and the page's
 * modules as data: the same modules, preloaded and started exactly as the
 * original would have, later. Fails the build if the loader is not the one
 * expected (react-router-loader.ts).
 */
export function deferAppStart(html: string, appStart: string): string {
  const loader = findLoader(parseHtml(html));
  if (!loader) return html;
  // "<" escaped, so no module name can end the data block.
  const data = JSON.stringify(loader.modules).replaceAll('<', '\\u003c');
  return applyEdits(html, [
    ...loader.preloadLinks.map((link) => replace(link, '')),
    replace(
      loader.script,
      `<script type="application/json" id="${MODULES_ID}">${data}</script><script type="module">${appStart}</script>`,
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
