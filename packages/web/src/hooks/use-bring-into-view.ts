// Brings an answer into view and moves focus to it (issue 15: on a phone the result of Search!,
// Feeling hungry or a filter change appeared below the fold and the page did not move). Each new
// `answerKey` (a settled search, a new pick) scrolls the element to the top of the screen, under
// the header (its scroll-margin), smoothly unless the cook prefers reduced motion, and focuses it
// so a screen reader announces it and the next Tab continues from there. A null key does nothing.
import { useEffect, useRef } from 'react';

interface BringIntoViewOptions {
  /** Leave the first key alone (the page as it opens is not an answer). */
  skipFirst?: boolean;
  /** Scroll only: focus stays on the control that asked (a select the cook may change again). */
  focus?: boolean;
}

export function useBringIntoView<T extends HTMLElement>(
  answerKey: string | null,
  { skipFirst = false, focus = true }: BringIntoViewOptions = {},
) {
  const ref = useRef<T>(null);
  const lastKey = useRef<string | null>(skipFirst ? answerKey : null);

  useEffect(() => {
    if (answerKey === null || answerKey === lastKey.current) return;
    lastKey.current = answerKey;
    const element = ref.current;
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (focus) element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [answerKey, focus]);

  return ref;
}
