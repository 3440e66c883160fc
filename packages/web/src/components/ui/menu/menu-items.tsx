import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useMenuContext } from './menu-context';
import styles from './menu.module.css';

interface ItemProps {
  icon?: ReactNode;
  children: ReactNode;
}

/** A menu item that navigates; it shows when it is the current page. */
export function MenuLink({ to, icon, children }: ItemProps & { to: string }) {
  const { close } = useMenuContext();
  return (
    <li role="none">
      <NavLink
        role="menuitem"
        tabIndex={-1}
        to={to}
        className={styles.item}
        onClick={() => close()}
      >
        {icon}
        <span>{children}</span>
      </NavLink>
    </li>
  );
}

/** A menu item that does something in place (it closes the menu first). */
export function MenuAction({ onSelect, icon, children }: ItemProps & { onSelect: () => void }) {
  const { close } = useMenuContext();
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        onClick={() => {
          close({ restoreFocus: false });
          onSelect();
        }}
      >
        {icon}
        <span>{children}</span>
      </button>
    </li>
  );
}

export function MenuSeparator() {
  return <li role="separator" className={styles.separator} />;
}
