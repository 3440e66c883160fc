// A menu button (WAI-ARIA APG "menu button" pattern): Enter, Space or ArrowDown opens it on the
// first item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus to
// the button; Tab closes and moves on; a click outside closes.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { MenuContext } from './menu-context';
import styles from './menu.module.css';

interface MenuProps {
  /** The accessible name of the button and of the menu. */
  label: string;
  /** What the button shows (an icon, an avatar). */
  buttonContent: ReactNode;
  /** Shown above the items, not one of them (a greeting). */
  header?: ReactNode;
  /** MenuLink, MenuAction and MenuSeparator elements. */
  children: ReactNode;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

function itemsOf(list: HTMLElement | null): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

export function Menu({ label, buttonContent, header, children, buttonRef: givenRef }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [startAt, setStartAt] = useState<'first' | 'last'>('first');
  const ownRef = useRef<HTMLButtonElement>(null);
  const buttonRef = givenRef ?? ownRef;
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const close = useCallback(
    ({ restoreFocus = true }: { restoreFocus?: boolean } = {}) => {
      setOpen(false);
      if (restoreFocus) buttonRef.current?.focus();
    },
    [buttonRef],
  );
  const context = useMemo(() => ({ close }), [close]);

  const openAt = (position: 'first' | 'last') => {
    setStartAt(position);
    setOpen(true);
  };

  useLayoutEffect(() => {
    if (!open) return;
    const items = itemsOf(listRef.current);
    (startAt === 'last' ? items.at(-1) : items[0])?.focus();
  }, [open, startAt]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemsOf(listRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Focus the button first so the browser's own Tab moves on from there.
      close();
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close() : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      <div className={styles.popover} hidden={!open}>
        {header}
        <ul id={menuId} ref={listRef} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          <MenuContext value={context}>{children}</MenuContext>
        </ul>
      </div>
    </div>
  );
}
