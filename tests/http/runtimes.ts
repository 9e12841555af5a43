/** Which runtime the HTTP suite is asking, and where it is known to differ from its host. */
import { type APIResponse, expect, test } from '@playwright/test';
import type { RuntimeName as Runtime } from '../../scripts/dev/host-runtimes.ts';
import { CACHE } from '../support/site-policy.ts';

export const runtime = () => test.info().project.name as Runtime;

/** Where a local runtime is known to differ from the host it previews, and why. */
const exceptions = {
  // netlify dev sets its own Cache-Control; Netlify sends _headers' (proven by Cloudflare's run).
  cacheControlOverridden: ['netlify'],
  // netlify dev does not compress; production Netlify compresses with gzip and brotli.
  noCompression: ['netlify'],
  // Rules match the requested path, so document headers go on "/*" (all a 404 meets) and reach
  // the assets; HTTP/2 and HTTP/3 send a header repeated on a connection in a few bytes.
  documentHeadersOnAssets: ['netlify', 'cloudflare'],
  // Their tables name scripts application/javascript, the name RFC 9239 retired for
  // text/javascript, which browsers read alike; a rule by extension would type 404s too, and a
  // rule per script would pass Cloudflare's limit of 100 rules.
  ownScriptType: ['netlify', 'cloudflare'],
  // netlify dev types a file by its own table, not by _headers' Content-Type, which Netlify
  // sends (the rules are Cloudflare's too, whose run proves them).
  rulesTypeNoFile: ['netlify'],
} satisfies Record<string, Runtime[]>;
export const has = (exception: keyof typeof exceptions) =>
  (exceptions[exception] as Runtime[]).includes(runtime());

/** Revalidated on every visit, as everything but the fingerprinted assets is. */
export function expectRevalidation(response: APIResponse, what: string) {
  if (has('cacheControlOverridden')) return;
  // Cloudflare Pages answers its 404s with no-store: stricter, and as good.
  const strict = response.status() === 404 && runtime() === 'cloudflare';
  expect(response.headers()['cache-control'], what).toBe(strict ? 'no-store' : CACHE.revalidate);
}
