// A modal question with two answers (role alertdialog): focus starts on the safe answer, stays
// inside while open, Escape or a click outside cancels, and the page behind is inert.
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { useModal } from './use-modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While true the confirm button is disabled and marked busy. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the control that opened it may be gone). */
  finalFocusRef?: RefObject<HTMLElement | null>;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  description,
  icon,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
  finalFocusRef,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus starts on the safe answer.
  const modal = useModal({
    dialogRef,
    initialFocusRef: cancelRef,
    finalFocusRef,
    onDismiss: onCancel,
  });

  return (
    <div className={styles.backdrop} onMouseDown={modal.onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.dialog}
        onKeyDown={modal.onKeyDown}
      >
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
