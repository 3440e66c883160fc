// How many servings to cook: − and + around the number (docs/decisions/0016-cooking-from-a-recipe.md).
// Every amount on the page, and what goes to the shopping list, follows it.
import { Minus, Plus } from 'lucide-react';
import styles from './servings-control.module.css';

/** The fewest and most servings the control offers. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 48;

interface ServingsControlProps {
  servings: number;
  onChange: (servings: number) => void;
}

export function ServingsControl({ servings, onChange }: ServingsControlProps) {
  const set = (next: number) => onChange(Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, next)));
  return (
    <div className={styles.control} role="group" aria-labelledby="servings-label">
      <span id="servings-label" className={styles.label}>
        Servings
      </span>
      <button
        type="button"
        className={styles.step}
        aria-label="Fewer servings"
        disabled={servings <= MIN_SERVINGS}
        onClick={() => set(servings - 1)}
      >
        <Minus size={18} aria-hidden="true" />
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`${servings} servings`}>
        {servings}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label="More servings"
        disabled={servings >= MAX_SERVINGS}
        onClick={() => set(servings + 1)}
      >
        <Plus size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
