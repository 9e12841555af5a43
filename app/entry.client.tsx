import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The prerendered HTML is complete without scripts: what goes wrong while
// hydrating is reported, and React keeps or re-renders the page; it never blanks it.
function reportStartupError(error: unknown) {
  console.error('The site could not start; the static page stays usable.', error);
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onRecoverableError: reportStartupError },
  );
});
