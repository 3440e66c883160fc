// Inline edit of one line (docs/product.md section 2: Enter saves, Escape cancels). Only the fields the
// cook changed are sent to core's editItem, so renaming "709.764 ml milk" does not round its
// amount to what the field shows. An amount that is not above zero is refused with the reason.
import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { displayAmount, type ShoppingItem, type ShoppingItemChanges } from '@roastie/core';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { UNIT_OPTIONS } from './pending-item';
import styles from './shopping-lines.module.css';

interface LineEditorProps {
  item: ShoppingItem;
  /** Saves the changes; answers why not when it cannot. */
  onSave: (changes: ShoppingItemChanges) => string | null;
  onCancel: () => void;
}

export function LineEditor({ item, onSave, onCancel }: LineEditorProps) {
  const shownAmount = displayAmount(item);
  const [name, setName] = useState(item.name);
  const [amount, setAmount] = useState(shownAmount);
  const [unit, setUnit] = useState<string>(item.unit);
  const [error, setError] = useState<string | undefined>();

  const save = () => {
    const changes: ShoppingItemChanges = {};
    if (name.trim() !== item.name) changes.name = name;
    if (amount.trim() !== shownAmount || unit !== item.unit) {
      changes.amount = amount;
      changes.unit = unit;
    }
    setError(onSave(changes) ?? undefined);
  };

  return (
    <li
      className={`${styles.line} ${styles.editing}`}
      aria-label={`Editing ${item.name}`}
      onKeyDown={(event) => {
        // Enter on the Save or Cancel button is that button's own click.
        if (event.target instanceof HTMLButtonElement) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className={styles.editFields}>
        <TextField
          label="Amount"
          className={styles.editAmount}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          // Opened by the cook's own tap on Edit: the amount is what they came to change.
          autoFocus
          value={amount}
          error={error}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
        />
        <SelectField
          label="Unit"
          className={styles.editUnit}
          options={UNIT_OPTIONS}
          value={unit}
          onChange={(event) => setUnit(event.target.value)}
        />
        <TextField
          label="Name"
          className={styles.editName}
          autoComplete="off"
          enterKeyHint="done"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={styles.editActions}>
        <button type="button" className={styles.iconButton} aria-label="Save" onClick={save}>
          <Check size={22} aria-hidden="true" />
        </button>
        <button type="button" className={styles.iconButton} aria-label="Cancel" onClick={onCancel}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
