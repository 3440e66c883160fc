// A meal slot of a day: its dishes, then "Add" (search or pick) and, while empty, "Suggest". While
// a recipe waits to be placed (from its page's "Plan it"), the slot offers "Put it here". Entries
// dragged from another slot drop here.
import { useState } from 'react';
import { PLAN_SLOT_LABELS, type PlanEntry, type PlanRecipe, type PlanSlot } from '@roastie/core';
import { Plus, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DRAG_TYPE, PlanEntryItem } from './plan-entry-item';
import styles from './plan-slot-cell.module.css';

export type AddMode = 'search' | 'suggest';

interface PlanSlotCellProps {
  date: string;
  slot: PlanSlot;
  entries: readonly PlanEntry[];
  recipes: ReadonlyMap<string, PlanRecipe>;
  days: readonly string[];
  placing: boolean;
  onAdd: (mode: AddMode) => void;
  onPlace: () => void;
  onServings: (id: string, servings: number) => void;
  onMove: (id: string, date: string, slot: PlanSlot) => void;
  onRemove: (id: string) => void;
}

export function PlanSlotCell(props: PlanSlotCellProps) {
  const { date, slot, entries, recipes, days, placing } = props;
  const [dropping, setDropping] = useState(false);
  const label = PLAN_SLOT_LABELS[slot];
  return (
    <section
      className={`${styles.slot} ${dropping ? styles.dropping : ''}`}
      aria-label={label}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        setDropping(false);
        const id = event.dataTransfer.getData(DRAG_TYPE);
        if (id) {
          event.preventDefault();
          props.onMove(id, date, slot);
        }
      }}
    >
      <h4 className={styles.slotName}>{label}</h4>
      {entries.length > 0 ? (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <PlanEntryItem
              key={entry.id}
              entry={entry}
              recipe={recipes.get(entry.recipeId)}
              days={days}
              onServings={(servings) => props.onServings(entry.id, servings)}
              onMove={(toDate, toSlot) => props.onMove(entry.id, toDate, toSlot)}
              onRemove={() => props.onRemove(entry.id)}
            />
          ))}
        </ul>
      ) : null}
      <div className={styles.slotActions}>
        {placing ? (
          <Button variant="primary" className={styles.slotButton} onClick={props.onPlace}>
            Put it here
          </Button>
        ) : (
          <>
            <Button
              variant="ghost"
              className={styles.slotButton}
              aria-label={`Add to ${label}`}
              onClick={() => props.onAdd('search')}
            >
              <Plus size={16} aria-hidden="true" /> Add
            </Button>
            {entries.length === 0 ? (
              <Button
                variant="ghost"
                className={styles.slotButton}
                aria-label={`Suggest a ${label.toLowerCase()}`}
                onClick={() => props.onAdd('suggest')}
              >
                <Sparkles size={16} aria-hidden="true" /> Suggest
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
