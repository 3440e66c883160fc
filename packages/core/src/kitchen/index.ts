// Cooking from a recipe (docs/decisions/0016-cooking-from-a-recipe.md): scaling to a number of
// servings and showing amounts as a cook measures them.
export * from './kitchen-fraction.ts';
export * from './round-kitchen-amount.ts';
export * from './scale-ingredient-amount.ts';
export * from './step-ingredients.ts';
