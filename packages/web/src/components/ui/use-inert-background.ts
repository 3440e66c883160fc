import { useEffect, type RefObject } from 'react';

/**
 * While a modal is open, everything else on the page is inert (no focus, no clicks, hidden from
 * assistive technology) and the page behind does not scroll.
 */
export function useInertBackground(modalRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const modal = modalRef.current;
    if (!modal) return;
    const made: HTMLElement[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child instanceof HTMLElement && !child.contains(modal) && !child.inert) {
        child.inert = true;
        made.push(child);
      }
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of made) element.inert = false;
      document.body.style.overflow = overflow;
    };
  }, [modalRef]);
}
