import { useSyncExternalStore } from 'react';

export const SIDE_MENU_ID = 'side-menu';

/** The handset menu, if it is open as a popover (the mode of the page before the app starts). */
function openAsPopover(): boolean {
  const menu = document.getElementById(SIDE_MENU_ID);
  try {
    return menu?.matches(':popover-open') ?? false;
  } catch {
    return false; // A browser without popovers never opened it as one.
  }
}

function subscribe(onChange: () => void) {
  const menu = document.getElementById(SIDE_MENU_ID);
  menu?.addEventListener('toggle', onChange);
  return () => menu?.removeEventListener('toggle', onChange);
}

/**
 * Whether the handset menu works as a modal dialog (true) or as the popover
 * of the prerendered page (false). False in the HTML and while React hydrates
 * it; true from the render after, unless the visitor opened the menu as a
 * popover before the app started (the tap that starts it, say): then it stays
 * a popover until it closes, so the app never closes a menu under the
 * visitor's finger.
 */
export function useModalMenu(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !openAsPopover(),
    () => false,
  );
}
