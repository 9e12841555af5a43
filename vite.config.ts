import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { writingPath } from './app/content/pages.ts';
import { site } from './app/content/site.ts';
import { availabilityOn } from './app/lib/availability.ts';
import { basePath } from './app/lib/meta.ts';
import { menuPages } from './app/lib/site-pages.ts';
import { checkContentPlugin } from './scripts/build/check-content.ts';
import { fontFallbackPlugin } from './scripts/build/font-fallback.ts';
import { fontSubsetPlugin } from './scripts/build/font-subset.ts';
import { siteFilesPlugin } from './scripts/build/site-files.ts';
import { writingPlugin } from './scripts/build/writing.ts';

// The day the site is built, one for every page and the app's bundle (app/lib/availability.ts):
// VITE_BUILD_DAY if set (a test's chosen day), else today.
process.env.VITE_BUILD_DAY ??= new Date().toISOString().slice(0, 10);
// Whether the menu lists /writing, for the app's menu and feed link (site-nav.tsx, root.tsx).
process.env.VITE_WRITING = menuPages.some((page) => page.path === writingPath) ? 'listed' : '';

export default defineConfig(({ command }) => ({
  // Assets under the site's base path too (react-router.config.ts sets the router's).
  base: basePath,
  // A build says the availability it was built with: the statement itself, not the code that
  // makes it, goes to the browser (app/lib/availability.ts). The dev server makes it live.
  define:
    command === 'build'
      ? {
          'import.meta.env.VITE_AVAILABILITY': JSON.stringify(
            JSON.stringify(availabilityOn(site, process.env.VITE_BUILD_DAY ?? '') ?? null),
          ),
        }
      : {},
  plugins: [
    checkContentPlugin(),
    siteFilesPlugin(),
    writingPlugin(),
    fontFallbackPlugin(),
    fontSubsetPlugin(),
    imagetools({ removeMetadata: true }),
    reactRouter(),
  ],
  build: {
    // Every asset is a file of its own: no data: URLs, so the Content-Security-Policy stays 'self'.
    assetsInlineLimit: 0,
    // Encoding every image in three formats is the slow part by design; the
    // encoded files are cached in node_modules/.cache/imagetools.
    rolldownOptions: {
      checks: { pluginTimings: false },
      // The site's settings and its pages, which every page's shell reads, in one chunk: apart,
      // each would cost every page a request and a module's wrapping.
      output: {
        codeSplitting: {
          groups: [{ name: 'pages', test: /app[\\/]content[\\/](site|pages)\.ts$/ }],
        },
      },
    },
  },
}));
