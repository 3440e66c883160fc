import { useLayoutEffect, type RefObject } from 'react';

/**
 * While a modal is open, everything else on the page is inert (no focus, no clicks, hidden from
 * assistive technology) and the page behind does not scroll. A layout effect, like the modal's
 * focus (use-modal.ts): the page is inert in the frame the modal appears, and no longer inert when
 * the modal's clean-up gives focus back to it (an inert element cannot take focus).
 */
export function useInertBackground(modalRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
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
