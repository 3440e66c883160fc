// The recipes on the list with their multiplier ("2 times", docs/product.md sections 2 and 3). Forgetting
// one only takes it off this record; its ingredients stay on the list (they were merged).
import { X } from 'lucide-react';
import { formatAmount, type AddedRecipe } from '@roastie/core';
import styles from './added-recipes.module.css';
import { pluralNoun } from '@/lib/count-label';

interface AddedRecipesProps {
  recipes: readonly AddedRecipe[];
  onForget: (id: string) => void;
}

export function AddedRecipes({ recipes, onForget }: AddedRecipesProps) {
  if (recipes.length === 0) return null;
  return (
    <section aria-labelledby="shop-recipes" className={styles.section}>
      <h2 id="shop-recipes" className={styles.heading}>
        Recipes on this list
      </h2>
      <ul className={styles.recipes}>
        {recipes.map((recipe) => (
          <li key={recipe.id} className={styles.recipe}>
            <span className={styles.name}>{recipe.name}</span>
            <span className={styles.times}>
              {formatAmount(recipe.multiplier)}{' '}
              {pluralNoun(recipe.multiplier, { one: 'time', other: 'times' })}
            </span>
            <span className={styles.serves}>serves {formatAmount(recipe.servings)}</span>
            <button
              type="button"
              className={styles.forget}
              aria-label={`Forget ${recipe.name} (its ingredients stay)`}
              onClick={() => onForget(recipe.id)}
            >
              <X size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
