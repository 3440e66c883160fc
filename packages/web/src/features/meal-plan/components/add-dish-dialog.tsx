// "Add to Tuesday's lunch": suggestions that fit what is left of the day's GL budget (lowest GL
// first), and a search of the whole library. Picking a recipe plans one serving of it.
import { useRef, useState } from 'react';
import { PLAN_SLOT_LABELS, type IsoWeek, type PlanSlot } from '@roastie/core';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { usePlanSuggestions } from '../api/get-plan-suggestions';
import { MIN_PLAN_QUERY_LENGTH, usePlanSearch } from '../api/search-plan-recipes';
import { longDay } from '../lib/format-day';
import type { AddMode } from './plan-slot-cell';
import styles from './add-dish-dialog.module.css';

export interface AddTarget {
  date: string;
  slot: PlanSlot;
  mode: AddMode;
}

interface AddDishDialogProps {
  target: AddTarget | null;
  week: IsoWeek;
  version: number;
  onPick: (recipeId: string) => void;
  onClose: () => void;
}

function ChoiceRow({ name, detail, onPick }: { name: string; detail: string; onPick: () => void }) {
  return (
    <li className={styles.choice}>
      <span className={styles.choiceName}>{name}</span>
      <span className={styles.choiceDetail}>{detail}</span>
      <Button variant="secondary" aria-label={`Add ${name}`} onClick={onPick}>
        Add
      </Button>
    </li>
  );
}

function DialogBody({ target, week, version, onPick }: AddDishDialogProps & { target: AddTarget }) {
  const [query, setQuery] = useState('');
  const suggestions = usePlanSuggestions(
    { week, version, date: target.date, slot: target.slot },
    true,
  );
  const search = usePlanSearch(query);
  const slotName = PLAN_SLOT_LABELS[target.slot].toLowerCase();
  const searchBlock = (
    <section aria-labelledby="plan-search-heading" className={styles.dialogSection}>
      <h3 id="plan-search-heading">Search the recipes</h3>
      <TextField
        label="Recipe"
        type="search"
        autoFocus={target.mode === 'search'}
        value={query}
        placeholder="lentil soup, oats, salmon…"
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim().length >= MIN_PLAN_QUERY_LENGTH ? (
        search.isPending ? (
          <p className="muted">Looking…</p>
        ) : search.data && search.data.length > 0 ? (
          <ul className={styles.choices} aria-label="Search results">
            {search.data.slice(0, 8).map((recipe) => (
              <ChoiceRow
                key={recipe.id}
                name={recipe.name}
                detail={recipe.glycemic_index === null ? '' : `GI ${recipe.glycemic_index}`}
                onPick={() => onPick(recipe.id)}
              />
            ))}
          </ul>
        ) : (
          <p className="muted">No recipes for “{query.trim()}”.</p>
        )
      ) : null}
    </section>
  );
  const suggestBlock = (
    <section aria-labelledby="plan-suggest-heading" className={styles.dialogSection}>
      <h3 id="plan-suggest-heading">Suggestions</h3>
      {suggestions.isPending ? (
        <p className="muted">Chef Roastie is thinking…</p>
      ) : suggestions.isError ? (
        <p className="muted">{suggestions.error.message}</p>
      ) : (
        <>
          <p className="muted">GL {suggestions.data.remaining} left in this day’s budget.</p>
          {suggestions.data.recipes.length > 0 ? (
            <ul className={styles.choices} aria-label="Suggested recipes">
              {suggestions.data.recipes.map((recipe) => (
                <ChoiceRow
                  key={recipe.id}
                  name={recipe.name}
                  detail={`GL ${Math.round(recipe.glycemicLoad ?? 0)} a serving`}
                  onPick={() => onPick(recipe.id)}
                />
              ))}
            </ul>
          ) : (
            <p className="muted">
              Nothing in the library fits a {slotName} with what is left of this day’s budget.
            </p>
          )}
        </>
      )}
    </section>
  );
  return target.mode === 'suggest' ? (
    <>
      {suggestBlock}
      {searchBlock}
    </>
  ) : (
    <>
      {searchBlock}
      {suggestBlock}
    </>
  );
}

export function AddDishDialog(props: AddDishDialogProps) {
  const finalFocus = useRef<HTMLElement | null>(null);
  const { target } = props;
  return (
    <Dialog
      open={target !== null}
      title={target ? `${PLAN_SLOT_LABELS[target.slot]} on ${longDay(target.date)}` : 'Add a dish'}
      onClose={props.onClose}
      finalFocusRef={finalFocus}
    >
      {target ? <DialogBody {...props} target={target} /> : null}
    </Dialog>
  );
}
