import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerender } from 'react-dom/static';

/**
 * Every page is rendered once, at build time. `prerender` waits for the whole
 * tree, so each file holds finished HTML and no streaming scaffolding.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error) {
      responseStatusCode = 500;
      console.error(error);
    },
  });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
