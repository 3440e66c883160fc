import { createContext, useContext } from 'react';

export interface MenuContextValue {
  /** Closes the menu; focus goes back to the menu button unless told otherwise. */
  close: (options?: { restoreFocus?: boolean }) => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('Menu items belong inside a <Menu>.');
  return value;
}
