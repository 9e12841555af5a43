import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, move focus to the new page's main heading,
 * so keyboard and screen-reader users start at the new content and hear its
 * name; or, when the link named a part of the page (/portfolio#slug), to that
 * part, which scrolls it into view. The first load is left alone: the browser
 * handles it.
 */
export function useFocusOnNavigation(containerId: string) {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname + hash);

  useEffect(() => {
    if (previous.current === pathname + hash) return;
    previous.current = pathname + hash;
    const container = document.getElementById(containerId);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const destination =
      target && container?.contains(target) ? target : container?.querySelector('h1');
    destination?.focus();
  }, [pathname, hash, containerId]);
}
