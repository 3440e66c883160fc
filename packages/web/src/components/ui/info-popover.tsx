// A small "i" button that opens a note beside it (WAI-ARIA APG disclosure): Escape or a tap
// outside closes it and focus goes back to the button. Not modal: the page stays usable.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Info, X } from 'lucide-react';
import styles from './info-popover.module.css';

interface InfoPopoverProps {
  /** The button's accessible name, also the note's heading. */
  label: string;
  children: ReactNode;
  className?: string;
}

export function InfoPopover({ label, children, className }: InfoPopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Info size={20} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="note" aria-label={label}>
        <div className={styles.head}>
          <p className={styles.title}>{label}</p>
          <button type="button" className={styles.close} aria-label="Close" onClick={close}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
