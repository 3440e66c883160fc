// The list: lines still to buy first, ticked ones below them, struck through, with 'Clear
// ticked'. One line at a time is open for editing.
import { useState } from 'react';
import type { ShoppingItem, ShoppingItemChanges } from '@roastie/core';
import { Button } from '@/components/ui/button';
import { LineEditor } from './line-editor';
import { ShoppingLine } from './shopping-line';
import styles from './shopping-lines.module.css';

interface ShoppingLinesProps {
  items: readonly ShoppingItem[];
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
  onEdit: (id: string, changes: ShoppingItemChanges) => string | null;
  onClearTicked: () => void;
}

export function ShoppingLines({
  items,
  onToggle,
  onRemove,
  onEdit,
  onClearTicked,
}: ShoppingLinesProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const toBuy = items.filter((item) => !item.checked);
  const ticked = items.filter((item) => item.checked);

  const close = (id: string) => {
    setEditing(null);
    setClosed(id);
  };

  const row = (item: ShoppingItem) =>
    item.id === editing ? (
      <LineEditor
        key={item.id}
        item={item}
        onCancel={() => close(item.id)}
        onSave={(changes) => {
          const reason = onEdit(item.id, changes);
          if (reason === null) close(item.id);
          return reason;
        }}
      />
    ) : (
      <ShoppingLine
        key={item.id}
        item={item}
        focusEdit={item.id === closed}
        onToggle={onToggle}
        onRemove={onRemove}
        onEdit={(id) => {
          setClosed(null);
          setEditing(id);
        }}
      />
    );

  return (
    <>
      <section aria-labelledby="shop-to-buy" className={styles.section}>
        <h2 id="shop-to-buy" className={styles.heading}>
          To buy <span className={styles.count}>{toBuy.length}</span>
        </h2>
        {toBuy.length > 0 ? (
          <ul className={styles.lines}>{toBuy.map(row)}</ul>
        ) : (
          <p className={styles.done}>All ticked off. Chef Roastie is impressed, for once.</p>
        )}
      </section>
      {ticked.length > 0 ? (
        <section aria-labelledby="shop-ticked" className={styles.section}>
          <div className={styles.headingRow}>
            <h2 id="shop-ticked" className={styles.heading}>
              In the basket <span className={styles.count}>{ticked.length}</span>
            </h2>
            <Button variant="secondary" onClick={onClearTicked}>
              Clear ticked
            </Button>
          </div>
          <ul className={styles.lines}>{ticked.map(row)}</ul>
        </section>
      ) : null}
    </>
  );
}
