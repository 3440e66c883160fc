// The recipe's ingredient rows for the servings the cook chose, as 'name: amount unit' lines in
// kitchen numbers (core scaleIngredientAmount; docs/decisions/0016-cooking-from-a-recipe.md).
import { scaleIngredientAmount, servingsFactor, type Recipe } from '@roastie/core';

export interface ScaledIngredient {
  id: string;
  name: string;
  /** "1½ cups", "185 g". */
  amount: string;
  /** "red lentils: 185 g" (docs/product.md section 2: name: amount unit). */
  line: string;
}

export function scaledIngredients(recipe: Recipe, servings: number): ScaledIngredient[] {
  const factor = servingsFactor(recipe.servings, servings);
  return recipe.ingredients.map((row) => {
    const { text, unit } = scaleIngredientAmount(row.amount, row.unit, factor);
    const amount = `${text} ${unit}`.trim();
    return {
      id: String(row.id),
      name: row.ingredients.name,
      amount,
      line: `${row.ingredients.name}: ${amount}`,
    };
  });
}
