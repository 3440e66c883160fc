// '{cook_time} minutes of cooking', 'for {servings} servings:' with the servings control, the
// ingredients as 'name: amount unit' scaled to those servings, then the steps (docs/product.md
// section 2, recipe detail; docs/decisions/0016-cooking-from-a-recipe.md).
import type { ReactNode } from 'react';
import type { Recipe } from '@roastie/core';
import { pluralNoun } from '@/lib/count-label';
import type { ScaledIngredient } from '../lib/scaled-ingredients';
import styles from './recipe-method.module.css';

interface RecipeMethodProps {
  recipe: Recipe;
  servings: number;
  ingredients: readonly ScaledIngredient[];
  /** Under the servings line: the servings control and what to do with the ingredients. */
  controls?: ReactNode;
}

export function RecipeMethod({ recipe, servings, ingredients, controls }: RecipeMethodProps) {
  return (
    <>
      <section className={styles.card} aria-labelledby="ingredients-title">
        <h2 id="ingredients-title" className={styles.heading}>
          Ingredients
        </h2>
        <p className={styles.time}>{recipe.cook_time} minutes of cooking</p>
        <p className={styles.servings}>
          for {servings} {pluralNoun(servings, { one: 'serving', other: 'servings' })}:
        </p>
        {controls ? <div className={styles.controls}>{controls}</div> : null}
        <ul className={styles.ingredients}>
          {ingredients.map((row) => (
            <li key={row.id}>{row.line}</li>
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
          <p className={styles.noSteps}>No steps written down: trust your instincts, chef.</p>
        )}
      </section>
    </>
  );
}
