// Adds a recipe "how many times" (docs/product.md section 2: a multiplier with the unit 'times'): each
// ingredient amount x multiplier is merged into the list, and the recipe is recorded in `recipes`
// (docs/product.md section 3: id, name, servings, multiplier). Adding the same recipe again adds its
// ingredients again and bumps the record's multiplier.
//
// Decisions:
// - Recipe lines arrive as merged totals (base units, kg/l/dozen at the product thresholds) even
//   when they start a new line: a list line from a recipe is a sum of contributions. This makes
//   adding a recipe twice exactly the same list as adding it once with multiplier 2
//   ("2 cups milk" x 2 shows "946.35 ml" both ways). Only what the user types keeps its unit.
// - An ingredient the list cannot hold (no amount, "to taste", a unit such as "handful" or "can")
//   is skipped and reported in `skipped`, never guessed.
// - Servings that are not a positive number are recorded as 4, the editor's default
//   (docs/product.md section 5, "Editor defaults: servings 4").
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { snapToSignificant } from './format-amount.ts';
import { cleanItemName } from './item-name.ts';
import { MAX_RECIPE_MULTIPLIER, MAX_SHOPPING_RECIPES, MIN_RECIPE_MULTIPLIER } from './limits.ts';
import { mergeAddition } from './merge-addition.ts';
import { parseAmountText } from './parse-amount.ts';
import { readItemInput } from './read-input.ts';
import type {
  AddedRecipe,
  NewId,
  RecipeForShopping,
  ShoppingItem,
  ShoppingItemInput,
  ShoppingList,
  ShoppingRejection,
} from './types.ts';

/** Source: docs/product.md section 5, "Editor defaults: ... servings 4". */
export const DEFAULT_RECIPE_SERVINGS = 4;

export interface SkippedIngredient extends ShoppingItemInput, ShoppingRejection {}

export type AddRecipeOutcome =
  | { ok: true; list: ShoppingList; skipped: SkippedIngredient[] }
  | ({ ok: false; list: ShoppingList } & ShoppingRejection);

function readMultiplier(multiplier: number | string): number | null {
  const value = typeof multiplier === 'number' ? multiplier : parseAmountText(multiplier);
  return value !== null &&
    Number.isFinite(value) &&
    value >= MIN_RECIPE_MULTIPLIER &&
    value <= MAX_RECIPE_MULTIPLIER
    ? value
    : null;
}

function recordRecipe(recipes: readonly AddedRecipe[], recipe: AddedRecipe): AddedRecipe[] | null {
  const index = recipes.findIndex((r) => r.id === recipe.id);
  const existing = recipes[index];
  if (!existing) return recipes.length >= MAX_SHOPPING_RECIPES ? null : [...recipes, recipe];
  const next = [...recipes];
  next[index] = {
    ...recipe,
    multiplier: snapToSignificant(existing.multiplier + recipe.multiplier),
  };
  return next;
}

export function addRecipe(
  list: ShoppingList,
  recipe: RecipeForShopping,
  multiplier: number | string,
  catalogue: IngredientCatalogue,
  newId: NewId,
): AddRecipeOutcome {
  const times = readMultiplier(multiplier);
  if (times === null) {
    return {
      ok: false,
      list,
      code: 'invalid-multiplier',
      reason: `Times must be a number from ${MIN_RECIPE_MULTIPLIER} to ${MAX_RECIPE_MULTIPLIER}`,
    };
  }
  const name = cleanItemName(recipe.name);
  if (!name.ok) return { ...name, list };
  const servings =
    Number.isFinite(recipe.servings) && recipe.servings > 0
      ? recipe.servings
      : DEFAULT_RECIPE_SERVINGS;
  const recipes = recordRecipe(list.recipes, {
    id: recipe.id,
    name: name.name,
    servings,
    multiplier: times,
  });
  if (!recipes) {
    return {
      ok: false,
      list,
      code: 'too-many-recipes',
      reason: `A list records at most ${MAX_SHOPPING_RECIPES} recipes`,
    };
  }

  let items: ShoppingItem[] = [...list.items];
  const skipped: SkippedIngredient[] = [];
  for (const ingredient of recipe.ingredients) {
    const read = readItemInput(ingredient);
    if (!read.ok) {
      skipped.push({ ...ingredient, code: read.code, reason: read.reason });
      continue;
    }
    const merged = mergeAddition(
      items,
      {
        name: read.name,
        amount: read.amount * times,
        unit: read.unit,
        checked: false,
        form: 'merged',
      },
      catalogue,
      newId,
    );
    if (merged.ok) items = merged.items;
    else skipped.push({ ...ingredient, code: merged.code, reason: merged.reason });
  }
  return { ok: true, list: { items, recipes }, skipped };
}
