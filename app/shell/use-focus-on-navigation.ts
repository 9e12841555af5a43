import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, move focus to the new page's main heading,
 * so keyboard and screen-reader users start at the new content and hear its
 * name. The first load is left alone: the browser handles it.
 */
export function useFocusOnNavigation(containerId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const heading = document.getElementById(containerId)?.querySelector<HTMLElement>('h1');
    heading?.focus();
  }, [pathname, containerId]);
}
