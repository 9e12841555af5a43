import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from the
 * render after: for markup that works without script and is replaced by a
 * scripted version once the app runs.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
