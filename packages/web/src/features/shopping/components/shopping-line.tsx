// One line of the list: a big tick box (the whole row is its label, easy to hit with a thumb in
// a shop), the amount and name in kitchen units as core displays them ("≈" for an approximate merge), and Edit
// and Remove buttons.
import { useLayoutEffect, useRef } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { kitchenLine, kitchenQuantity, type ShoppingItem } from '@roastie/core';
import styles from './shopping-lines.module.css';

interface ShoppingLineProps {
  item: ShoppingItem;
  /** Focus the Edit button (the cook just closed this line's editor). */
  focusEdit: boolean;
  onToggle: (id: string) => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}

export function ShoppingLine({ item, focusEdit, onToggle, onEdit, onRemove }: ShoppingLineProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  // In the units a cook shops in, at kitchen precision ("6 tbsp", not "88.72 ml").
  const line = kitchenLine(item);
  const quantity = kitchenQuantity(item);

  return (
    <li className={item.checked ? `${styles.line} ${styles.ticked}` : styles.line}>
      <label className={styles.tick}>
        <input
          type="checkbox"
          className={styles.box}
          checked={item.checked}
          onChange={() => onToggle(item.id)}
        />
        <span className={styles.text}>
          <span className={styles.quantity}>
            {item.approximate ? '≈ ' : ''}
            {quantity.amount} {quantity.unit}
          </span>{' '}
          {item.name}
        </span>
      </label>
      <button
        ref={editRef}
        type="button"
        className={styles.iconButton}
        aria-label={`Edit ${line}`}
        onClick={() => onEdit(item.id)}
      >
        <Pencil size={20} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Remove ${line}`}
        onClick={() => onRemove(item.id)}
      >
        <Trash2 size={20} aria-hidden="true" />
      </button>
    </li>
  );
}
