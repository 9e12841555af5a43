/**
 * Whether links ask React Router to cross-fade the page change: only where the
 * browser has the View Transitions API. Elsewhere (Firefox before 144, Safari
 * before 18) the router would warn in the console on every navigation, and the
 * page changes just the same without the fade. False while prerendering; it
 * changes no markup, so hydration matches.
 */
export const viewTransition = typeof document !== 'undefined' && 'startViewTransition' in document;
