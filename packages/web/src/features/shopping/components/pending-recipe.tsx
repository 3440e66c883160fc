// A picked recipe waiting for "how many times" (docs/product.md section 2: a multiplier with the unit
// 'times'). Its ingredients come from GET /api/recipe/{id} and are added scaled (core addRecipe).
import { useState, type FormEvent } from 'react';
import type { RecipeForShopping } from '@roastie/core';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useRecipeForShopping } from '../api/get-recipe-for-shopping';
import styles from './pending.module.css';
import { pluralNoun } from '@/lib/count-label';

interface PendingRecipeProps {
  id: string;
  name: string;
  /** Adds the recipe's ingredients; answers why not when it cannot. */
  onAdd: (recipe: RecipeForShopping, times: string) => string | null;
  onCancel: () => void;
}

export function PendingRecipe({ id, name, onAdd, onCancel }: PendingRecipeProps) {
  const recipe = useRecipeForShopping(id);
  const [times, setTimes] = useState('1');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recipe.data) setError(onAdd(recipe.data, times) ?? undefined);
  };

  let about = 'Fetching the ingredients…';
  if (recipe.data) {
    const count = recipe.data.ingredients.length;
    about = `Serves ${recipe.data.servings} · ${count} ${pluralNoun(count, { one: 'ingredient', other: 'ingredients' })}`;
  } else if (recipe.isError) {
    about = 'Chef Roastie could not fetch the ingredients. Check your connection and try again.';
  }

  return (
    <form
      className={styles.card}
      aria-label={`How many times ${name}?`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p className={styles.question}>
        How many times <strong>{name}</strong>?
      </p>
      <p className={styles.about} aria-live="polite">
        {about}
      </p>
      <div className={styles.fields}>
        <TextField
          label="How many times"
          className={styles.amount}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          autoFocus
          value={times}
          error={error}
          onChange={(event) => {
            setTimes(event.target.value);
            setError(undefined);
          }}
        />
        <span className={styles.times} aria-hidden="true">
          times
        </span>
      </div>
      <div className={styles.actions}>
        {recipe.isError ? (
          <Button variant="secondary" onClick={() => void recipe.refetch()}>
            Try again
          </Button>
        ) : (
          <Button type="submit" disabled={times.trim() === '' || !recipe.data}>
            Add recipe
          </Button>
        )}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
