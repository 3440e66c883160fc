// Whether an element has come within reach of the viewport, once and for good: below-the-fold
// parts of a page fetch their data when the reader gets near them, so the first load does not
// render them twice (docs/decisions/0014-speed.md). Where IntersectionObserver does not exist
// (old browsers, tests) everything counts as near at once.
import { useEffect, useRef, useState } from 'react';

export function useNearViewport<T extends Element>(rootMargin = '400px 0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near] as const;
}
