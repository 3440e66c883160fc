// A modal dialog (WAI-ARIA APG "dialog" pattern): named by its heading, focus moves in and stays
// inside while open, Escape, the close button or a click outside closes it, the page behind is
// inert, and focus goes back where it was when it closes.
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import styles from './dialog.module.css';
import { useModal } from './use-modal';

interface DialogProps {
  open: boolean;
  /** The visible heading; it names the dialog unless `label` is given. */
  title: ReactNode;
  /** An accessible name that stays the same while the heading changes (steps). */
  label?: string;
  children: ReactNode;
  /** Escape, the close button and a click on the backdrop call this. */
  onClose: () => void;
  closeLabel?: string;
  /** What gets focus on opening; the dialog itself when left out. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes when the dialog closes (the control that opened it may be gone). */
  finalFocusRef?: RefObject<HTMLElement | null>;
  /** Something above the heading: an illustration, a step counter. */
  header?: ReactNode;
  className?: string;
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  label,
  children,
  onClose,
  closeLabel = 'Close',
  initialFocusRef,
  finalFocusRef,
  header,
  className,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const modal = useModal({ dialogRef, initialFocusRef, finalFocusRef, onDismiss: onClose });

  return (
    <div className={styles.backdrop} onMouseDown={modal.onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={label ? undefined : titleId}
        tabIndex={-1}
        className={[styles.dialog, className].filter(Boolean).join(' ')}
        onKeyDown={modal.onKeyDown}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </button>
        {header}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
