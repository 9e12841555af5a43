import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { Features } from 'lightningcss';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { availabilityOn } from './app/lib/availability.ts';
import { languages, pageOf } from './app/lib/languages.ts';
import { basePath } from './app/lib/meta.ts';
import { tagsWithPosts } from './app/lib/site-pages.ts';
import { checkContentPlugin } from './scripts/build/check-content.ts';
import { fontFallbackPlugin } from './scripts/build/font-fallback.ts';
import { fontSubsetPlugin } from './scripts/build/font-subset.ts';
import { siteFilesPlugin } from './scripts/build/site-files.ts';
import { typesetPlugin } from './scripts/build/typeset.ts';
import { writingPlugin } from './scripts/build/writing.ts';

// The day the site is built, one for every page and the app's bundle (app/lib/availability.ts):
// VITE_BUILD_DAY if set (a test's chosen day), else today.
process.env.VITE_BUILD_DAY ??= new Date().toISOString().slice(0, 10);
// The languages whose menu lists their writing page (app/lib/languages.ts).
process.env.VITE_WRITING = tagsWithPosts;
// Whether a language lists its services page: without one, the prices are in no file the build
// writes (app/lib/content-in.ts).
process.env.VITE_SERVICES = languages.some((language) => pageOf(language, 'services'))
  ? 'listed'
  : 'unlisted';

/**
 * In a build, each CSS module's class and keyframes is named by its place
 * among every module's ("_0", "_1", … "_2s"), read from the files in one order:
 * the prerender and the browser's bundle name it alike, and short names that
 * repeat from page to page compress best, in a page that must fit the first
 * round trip (docs/decisions/008-the-first-screen-fits-tcps-first-window.md).
 */
function shortClassNames() {
  const app = path.join(import.meta.dirname, 'app');
  const names = new Map<string, string>();
  for (const file of readdirSync(app, { recursive: true, encoding: 'utf8' }).toSorted())
    if (file.endsWith('.module.css'))
      for (const [, name] of readFileSync(path.join(app, file), 'utf8').matchAll(
        /(?:\.|@keyframes\s+)([_a-zA-Z][\w-]*)/g,
      ))
        if (!names.has(`${path.join(app, file)}:${name}`))
          names.set(`${path.join(app, file)}:${name}`, `_${names.size.toString(36)}`);
  return (name: string, file: string) => {
    const short = names.get(`${path.normalize(file.split('?')[0] ?? '')}:${name}`);
    if (!short) throw new Error(`${file}: no short name for the class .${name}`);
    return short;
  };
}

export default defineConfig(({ command }) => ({
  // Assets under the site's base path too (react-router.config.ts sets the router's).
  base: basePath,
  // A build says the availability it was built with: the statement itself, not the code that
  // makes it, goes to the browser (app/lib/availability.ts). The dev server makes it live.
  define:
    command === 'build'
      ? {
          // In each language's words, by its tag.
          'import.meta.env.VITE_AVAILABILITY': JSON.stringify(
            JSON.stringify(
              Object.fromEntries(
                languages.map(({ site }) => [
                  site.language,
                  availabilityOn(site, process.env.VITE_BUILD_DAY ?? '') ?? null,
                ]),
              ),
            ),
          ),
        }
      : {},
  plugins: [
    checkContentPlugin(),
    siteFilesPlugin(),
    writingPlugin(),
    typesetPlugin(),
    fontFallbackPlugin(),
    fontSubsetPlugin(),
    imagetools({ removeMetadata: true }),
    reactRouter(),
  ],
  css:
    command === 'build'
      ? {
          modules: { generateScopedName: shortClassNames() },
          // No light-dark() polyfill: the site uses none, and it would put its variables in every
          // page's inline stylesheet (`color-scheme` alone makes it add them).
          lightningcss: { exclude: Features.LightDark },
        }
      : {},
  build: {
    // Every asset is a file of its own: no data: URLs, so the Content-Security-Policy stays 'self'.
    assetsInlineLimit: 0,
    // Encoding every image in three formats is the slow part by design; the
    // encoded files are cached in node_modules/.cache/imagetools.
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        // Every file by its hash alone: a page names its scripts, styles and pictures, some
        // several times, in the bytes of its first round trip (decision 008).
        assetFileNames: 'assets/[hash][extname]',
        // But the chunks of words, which the JavaScript budget tells from code by their name
        // (tests/support/budgets.ts): an owner's longer words grow those alone.
        chunkFileNames: ({ name }) =>
          name.startsWith('words') ? 'assets/words-[hash].js' : 'assets/[hash].js',
        entryFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // Every language's settings and pages, and the list of languages, which every page's
            // shell reads, in one chunk: apart, each would cost every page a request and a
            // module's wrapping (decision 045).
            {
              name: 'words',
              test: /app[\\/]content[\\/](?:[^\\/]+[\\/])?(?:site|pages|languages)\.ts$/,
            },
            // React, React DOM and React Router, which every page runs, in one chunk: split by
            // what imports them, each piece costs its imports and exports and compresses alone.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
