// The ingredient rows: each a group named 'Ingredient N' with its name (autocomplete), amount and
// unit (g, kg, cup(s), piece(s), l, tablespoon(s), teaspoon(s)), a remove button, and its errors.
import type { IngredientListItem } from '@roastie/core';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { EditorFormApi } from '../hooks/use-editor-form';
import type { IngredientRow } from '../lib/editor-form';
import { UNIT_OPTIONS, unitChoiceOf } from '../lib/editor-units';
import type { FieldErrors } from '../lib/save-payload';
import { IngredientCombobox } from './ingredient-combobox';
import styles from './ingredient-rows.module.css';
import sectionStyles from './editor-section.module.css';

interface IngredientRowsProps {
  rows: IngredientRow[];
  actions: EditorFormApi['ingredients'];
  catalogue: readonly IngredientListItem[];
  errors: FieldErrors;
}

const isChoice = (unit: string) => UNIT_OPTIONS.some((option) => option.value === unit);

/** The editor's units, plus a saved row's own unit when the list lacks it (ml). */
const unitOptionsFor = (unit: string) =>
  isChoice(unit) ? UNIT_OPTIONS : [...UNIT_OPTIONS, { value: unit, label: unit }];

export function IngredientRows({ rows, actions, catalogue, errors }: IngredientRowsProps) {
  return (
    <section className={sectionStyles.section} aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading" className={sectionStyles.heading}>
        Ingredients
      </h2>
      <p className={sectionStyles.hint}>
        Start typing and pick from Chef Roastie’s pantry: matched ingredients give the GI.
      </p>
      {errors.ingredients ? <p className={sectionStyles.error}>{errors.ingredients}</p> : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const number = index + 1;
          const rowErrors = [
            errors[`${row.key}.name`],
            errors[`${row.key}.amount`],
            errors[`${row.key}.unit`],
            errors[row.key],
          ].filter(Boolean);
          const errorId = rowErrors.length > 0 ? `${row.key}-errors` : undefined;
          return (
            <li key={row.key}>
              <fieldset className={styles.row}>
                <legend className={styles.legend}>Ingredient {number}</legend>
                <IngredientCombobox
                  label="Name"
                  value={row.name}
                  catalogue={catalogue}
                  invalid={Boolean(errors[`${row.key}.name`])}
                  describedBy={errorId}
                  onChange={(name) => actions.update(row.key, { name })}
                  onPick={(item) => {
                    const unit = unitChoiceOf(item.unit);
                    actions.update(row.key, {
                      name: item.name,
                      ...(row.amount.trim() === '' && isChoice(unit) ? { unit } : {}),
                    });
                  }}
                />
                <TextField
                  label="Amount"
                  inputMode="decimal"
                  autoComplete="off"
                  className={styles.amount}
                  value={row.amount}
                  aria-invalid={errors[`${row.key}.amount`] ? true : undefined}
                  aria-describedby={errorId}
                  onChange={(event) => actions.update(row.key, { amount: event.target.value })}
                />
                <SelectField
                  label="Unit"
                  options={unitOptionsFor(row.unit)}
                  className={styles.unit}
                  value={row.unit}
                  aria-invalid={errors[`${row.key}.unit`] ? true : undefined}
                  onChange={(event) => actions.update(row.key, { unit: event.target.value })}
                />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ingredient ${number}`}
                  onClick={() => actions.remove(row.key)}
                >
                  <Trash2 size={20} aria-hidden="true" />
                </button>
                {errorId ? (
                  <ul id={errorId} className={styles.errors}>
                    {rowErrors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className={sectionStyles.add} onClick={actions.add}>
        <Plus size={20} aria-hidden="true" />
        Add ingredient
      </Button>
    </section>
  );
}
