// What every modal here does (the WAI-ARIA APG dialog pattern): the page behind is inert, focus
// moves in on opening and goes back where it was on closing, Tab stays inside, and Escape or a
// click on the backdrop dismisses. Dialog and ConfirmDialog differ only in what they show.
import { useLayoutEffect, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { trapTab } from './focus-trap';
import { useInertBackground } from './use-inert-background';

interface ModalOptions {
  dialogRef: RefObject<HTMLElement | null>;
  /** What gets focus on opening; the dialog itself when left out. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Where focus goes on closing (the control that opened it may be gone). */
  finalFocusRef?: RefObject<HTMLElement | null> | undefined;
  onDismiss: () => void;
}

export function useModal({ dialogRef, initialFocusRef, finalFocusRef, onDismiss }: ModalOptions) {
  useInertBackground(dialogRef);

  useLayoutEffect(() => {
    const target = finalFocusRef?.current ?? (document.activeElement as HTMLElement | null);
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    return () => {
      if (target?.isConnected) target.focus();
    };
  }, [dialogRef, initialFocusRef, finalFocusRef]);

  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onDismiss();
        return;
      }
      trapTab(event, dialogRef.current);
    },
    onBackdropMouseDown: (event: MouseEvent<HTMLElement>) => {
      if (event.target === event.currentTarget) onDismiss();
    },
  };
}
