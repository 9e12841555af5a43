import type { Config } from '@react-router/dev/config';
import { notFoundPath, pages } from './app/content/pages';
import { finalizeBuild } from './scripts/build/finalize-build';

export default {
  ssr: false,
  // Opt in to React Router v8 behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every page, the redirecting empty path and the not-found page become static HTML.
  prerender: ['/', ...pages.map((page) => page.path), notFoundPath],
  async buildEnd({ reactRouterConfig }) {
    await finalizeBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
