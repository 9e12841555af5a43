/**
 * Makes each prerendered page paint like a hand-written one. React Router's
 * output has the page's stylesheets and some fifteen module preloads in the
 * head: on a slow phone connection they all compete with the first paint.
 * After this pass the page's CSS is inline, and the app's scripts are only
 * requested once the visitor shows intent (app/start-app.client.ts).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { HTMLElement } from 'node-html-parser';
import { contentSecurityPolicy, cspMetaTag, inlineScripts, inlineStyles } from './csp.ts';
import { type Edit, afterCharset, applyEdits, parseHtml, replace } from './html.ts';

/** The id of the template that holds React Router's module preloads and script until the app starts. */
const APP_TEMPLATE_ID = 'app';

/**
 * The loader, the same on every page: app/start-app.client.ts called with
 * the template's id, bundled by the build's own bundler (Vite's) into one
 * script that imports and exports nothing, so that the Content-Security-Policy
 * needs one hash for it, however many pages there are.
 */
export async function appStartScript(): Promise<string> {
  const entry = '\0start-app';
  const module = fileURLToPath(new URL('../../app/start-app.client.ts', import.meta.url));
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'start-app',
        resolveId: (id) => (id === entry ? id : undefined),
        load: (id) =>
          id === entry
            ? `import { startApp } from ${JSON.stringify(module)};\nstartApp(${JSON.stringify(APP_TEMPLATE_ID)});`
            : undefined,
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: entry, output: { format: 'es' } },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (chunk?.type !== 'chunk') throw new Error('app/start-app.client.ts did not bundle');
  return chunk.code.trim();
}

/** A prerendered page, ready to serve, from one parse of React Router's HTML. */
export interface PreparedPage {
  /** The page as served with its policy in a header. */
  readonly html: string;
  /** The page with its policy in a meta element: for GitHub Pages, and the 404 page everywhere. */
  readonly htmlWithPolicy: string;
  /** Its Content-Security-Policy: the hashes of its own inline scripts and styles. */
  readonly policy: string;
  /** Its <main> as React Router wrote it, for the Markdown twin (which may change it). */
  readonly main: HTMLElement | null;
}

/**
 * Each edit is an exact source range of the one parse, so every byte outside
 * the changed elements stays as React Router wrote it:
 *
 * - The stylesheets are inlined in a <style> right after the charset, so the
 *   styles are known before anything is laid out. Their <link>s stay, inert,
 *   for React to hydrate against: React matches a stylesheet link by its rel
 *   and href, and leaves the rest be; the parser fetches no disabled
 *   stylesheet, but Chromium's preload scanner fetches one anyway, at the
 *   highest priority, unless its media matches nothing.
 * - React Router's module preloads and module scripts become inert until the
 *   loader starts them: each moves, exactly as written, into one <template>
 *   where its module script was, and the loader follows it. What they contain
 *   is React Router's business: nothing here reads it, but the policy lists
 *   the template's inline script, which runs once the loader imports it.
 *
 * Both rest on the shape of React Router's output: a page that breaks it
 * stops the build (changedShape) rather than ship unstyled or never start.
 */
export function preparePage(
  source: string,
  readStylesheet: (href: string) => string,
  appStart: string,
): PreparedPage {
  const root = parseHtml(source);
  const links = root.querySelectorAll('link[rel="stylesheet"]');
  if (links.length === 0 || links.some((link) => !link.getAttribute('href')))
    throw changedShape('its stylesheets are no longer <link rel="stylesheet" href="…"> elements');
  const css = links
    .map((link) => readStylesheet(link.getAttribute('href') ?? ''))
    .join('\n')
    .replace(/<\/style/gi, '<\\/style');
  const modules = root
    .querySelectorAll('link[rel="modulepreload"], script[type="module"]')
    .sort((one, other) => one.range[0] - other.range[0]);
  const last = modules.at(-1);
  if (last?.tagName !== 'SCRIPT')
    throw changedShape(
      'its module preloads are no longer followed by the module script that starts the app',
    );
  const edits: Edit[] = [
    ...links.map((link) =>
      replace(
        link,
        `<link rel="stylesheet" href="${link.getAttribute('href')}" media="not all" disabled=""/>`,
      ),
    ),
    ...modules.slice(0, -1).map((element) => replace(element, '')),
    replace(
      last,
      `<template id="${APP_TEMPLATE_ID}">${modules.map((element) => source.slice(...element.range)).join('')}</template><script type="module">${appStart}</script>`,
    ),
  ];
  const policy = contentSecurityPolicy({
    scripts: [...inlineScripts(root), appStart],
    styles: [...inlineStyles(root), css],
  });
  const style = `<style>${css}</style>`;
  const withHead = (head: string) => applyEdits(source, [...edits, ...afterCharset(root, head)]);
  return {
    html: withHead(style),
    htmlWithPolicy: withHead(cspMetaTag(policy) + style),
    policy,
    main: root.querySelector('main'),
  };
}

/** The error for React Router output this pass does not recognise, saying what changed. */
function changedShape(what: string) {
  return new Error(
    `React Router's prerendered page has changed shape: ${what}. The build stopped rather than ship a page that is unstyled or never starts its app; what the build expects of React Router: docs/decisions/030-upgrading-react-router-and-vite.md.`,
  );
}
