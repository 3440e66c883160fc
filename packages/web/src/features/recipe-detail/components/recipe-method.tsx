// '{cook_time} minutes of cooking', 'for {servings} servings:', the ingredients as
// 'name: amount unit', then the steps (docs/product.md section 2, recipe detail).
import type { Recipe } from '@roastie/core';
import { ingredientLine } from '../lib/format-amount';
import styles from './recipe-method.module.css';

export function RecipeMethod({ recipe }: { recipe: Recipe }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="ingredients-title">
        <h2 id="ingredients-title" className={styles.heading}>
          Ingredients
        </h2>
        <p className={styles.time}>{recipe.cook_time} minutes of cooking</p>
        <p className={styles.servings}>for {recipe.servings} servings:</p>
        <ul className={styles.ingredients}>
          {recipe.ingredients.map((row) => (
            <li key={row.id}>{ingredientLine(row.ingredients.name, row.amount, row.unit)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="steps-title">
        <h2 id="steps-title" className={styles.heading}>
          Instructions
        </h2>
        {recipe.instructions.length > 0 ? (
          <ol className={styles.steps}>
            {recipe.instructions.map((step, index) => (
              <li key={index} className={styles.step}>
                {step.description}
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>No steps written down: trust your instincts, chef.</p>
        )}
      </section>
    </>
  );
}
