import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another page, focus goes to the main region so keyboard and screen reader users
 * start at the new content rather than deep in the old page's header. Not on first load, and not
 * when only the #hash changes.
 */
export function useFocusOnNavigate(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
