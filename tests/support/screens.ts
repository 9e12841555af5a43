/**
 * The two screens the site is tested and pictured on: a phone held upright
 * (a handset: the menu is a dialog) and a laptop (the menu is a side panel).
 */
export const HANDSET = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
} as const;

/** Both, for a check that sets the screen size itself. */
export const SCREENS = [
  { name: 'a phone', viewport: HANDSET.viewport },
  { name: 'a laptop', viewport: DESKTOP.viewport },
];
