import { StrictMode, type ReactNode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { sitePath } from './lib/meta.ts';

// The prerendered HTML is complete without scripts: what goes wrong while
// hydrating is reported, and React keeps or re-renders the page; it never blanks it.
function reportStartupError(error: unknown) {
  console.error('The site could not start; the static page stays usable.', error);
}

// A host answers an address no page has with the not-found page, prerendered at
// /404 (/es/404 under a translation's prefix, as its marker says). The app starts
// as that page, at that path, whatever route the address
// would match (/portfolio/<a retired slug> matches the case studies' route), so
// that it takes the page over as it is; then the address bar gets its address back.
// The page says it is the not-found page by a marker of its own (routes/not-found.tsx).
const address = `${location.pathname}${location.search}${location.hash}`;
const notFoundAt = document.querySelector<HTMLElement>('[data-not-found]')?.dataset.notFound;
const notFound = notFoundAt !== undefined;
if (notFound) history.replaceState(history.state, '', sitePath(notFoundAt));

/** Once the router has read its location: the visitor's address, as they asked for it. */
function RestoreAddress({ children }: { readonly children: ReactNode }) {
  useLayoutEffect(() => {
    if (notFound) history.replaceState(history.state, '', address);
  }, []);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RestoreAddress>
        <HydratedRouter />
      </RestoreAddress>
    </StrictMode>,
    { onRecoverableError: reportStartupError },
  );
});
