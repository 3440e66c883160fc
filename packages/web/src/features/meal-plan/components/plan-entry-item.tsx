// One planned dish: its name (a link to the recipe), the glycemic load of the servings planned,
// a servings stepper, "Move to" and remove. On desktop it can be dragged to another slot.
import type { PlanEntry, PlanRecipe, PlanSlot } from '@roastie/core';
import { PLAN_SLOTS, PLAN_SLOT_LABELS } from '@roastie/core';
import { Minus, Plus, X } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shortDay } from '../lib/format-day';
import { plural } from '../lib/plural';
import styles from './plan-entry-item.module.css';

export const DRAG_TYPE = 'application/x-roastie-plan-entry';

interface PlanEntryItemProps {
  entry: PlanEntry;
  recipe: PlanRecipe | undefined;
  days: readonly string[];
  onServings: (servings: number) => void;
  onMove: (date: string, slot: PlanSlot) => void;
  onRemove: () => void;
}

const SERVING_STEP = 0.5;

export function PlanEntryItem({
  entry,
  recipe,
  days,
  onServings,
  onMove,
  onRemove,
}: PlanEntryItemProps) {
  const name = recipe?.name ?? 'A recipe that was deleted';
  const load =
    recipe?.glycemicLoad === null || recipe === undefined
      ? null
      : Math.round(recipe.glycemicLoad * entry.servings);
  return (
    <li
      className={styles.entry}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, entry.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className={styles.entryHead}>
        {recipe ? (
          <Link to={paths.recipe(recipe.id)} className={styles.entryName}>
            {name}
          </Link>
        ) : (
          <span className={styles.entryGone}>{name}</span>
        )}
        <span className={styles.entryLoad}>{load === null ? 'GL unknown' : `GL ${load}`}</span>
      </div>
      <div className={styles.entryControls}>
        <div className={styles.stepper} role="group" aria-label={`Servings of ${name}`}>
          <button
            type="button"
            aria-label="One serving less"
            disabled={entry.servings <= SERVING_STEP}
            onClick={() => onServings(entry.servings - SERVING_STEP)}
          >
            <Minus size={16} aria-hidden="true" />
          </button>
          <span aria-live="polite">{plural(entry.servings, 'serving', 'servings')}</span>
          <button
            type="button"
            aria-label="One serving more"
            onClick={() => onServings(entry.servings + SERVING_STEP)}
          >
            <Plus size={16} aria-hidden="true" />
          </button>
        </div>
        <select
          className={styles.move}
          aria-label={`Move ${name} to`}
          value=""
          onChange={(event) => {
            const [date, slot] = event.target.value.split('|') as [string, PlanSlot];
            if (date && slot) onMove(date, slot);
          }}
        >
          <option value="" disabled>
            Move to…
          </option>
          {days.map((day) => (
            <optgroup key={day} label={shortDay(day)}>
              {PLAN_SLOTS.map((slot) => (
                <option
                  key={slot}
                  value={`${day}|${slot}`}
                  disabled={day === entry.date && slot === entry.slot}
                >
                  {shortDay(day)}, {PLAN_SLOT_LABELS[slot]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </li>
  );
}
