// A picked or typed ingredient waiting for its amount (docs/product.md section 5: "the amount must be
// non-empty and parse to a number greater than zero, otherwise nothing is added"). The reason
// for a refusal shows under the field; Escape or Cancel drops the pending item.
import { useState, type FormEvent } from 'react';
import { SHOPPING_UNITS, type ShoppingUnit } from '@roastie/core';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import styles from './pending.module.css';

export const UNIT_OPTIONS = SHOPPING_UNITS.map((unit) => ({ value: unit, label: unit }));

interface PendingItemProps {
  name: string;
  initialUnit: ShoppingUnit;
  /** Adds the item; answers why not when it cannot. */
  onAdd: (amount: string, unit: ShoppingUnit) => string | null;
  onCancel: () => void;
}

export function PendingItem({ name, initialUnit, onAdd, onCancel }: PendingItemProps) {
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<ShoppingUnit>(initialUnit);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onAdd(amount, unit) ?? undefined);
  };

  return (
    <form
      className={styles.card}
      aria-label={`How much ${name}?`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p className={styles.question}>
        How much <strong>{name}</strong>?
      </p>
      <div className={styles.fields}>
        <TextField
          label="Amount"
          className={styles.amount}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          placeholder="200"
          // The cook just chose what to buy: the amount is the one thing left to type.
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
          className={styles.unit}
          options={UNIT_OPTIONS}
          value={unit}
          onChange={(event) => setUnit(event.target.value as ShoppingUnit)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={amount.trim() === ''}>
          Add to list
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
