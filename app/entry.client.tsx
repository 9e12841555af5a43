import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The prerendered HTML is complete without scripts, so a failure here must
// only be reported, never allowed to blank the page.
function reportStartupError(error: unknown) {
  console.error('The site could not start; the static page stays usable.', error);
}

try {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      { onRecoverableError: reportStartupError },
    );
  });
} catch (error) {
  reportStartupError(error);
}
