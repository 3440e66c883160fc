// A food put in place of another in a recipe (a diet swap, a lower-GI base, the protein the
// cook named): the same amount when it is measured the same way and does the same job, else the
// usual portion of the new food.
import type { CatalogueIngredient } from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import type { KitchenLine } from './kitchen-line.ts';
import { portionFor } from './portions.ts';
import { roleOf } from './roles.ts';

/** A new line for `entry` in place of `line`: same amount when it can be measured the same way. */
export function lineInstead(
  line: KitchenLine,
  entry: CatalogueIngredient,
  kind: DishKind | null,
  servings: number,
  origin: KitchenLine['origin'],
): KitchenLine {
  const role = roleOf(entry);
  const measurable =
    line.unit === 'g' ||
    line.unit === 'ml' ||
    (line.unit === 'piece'
      ? Boolean(entry.household.piece)
      : Boolean(entry.household[line.unit as 'cup' | 'tbsp' | 'tsp']));
  const sameJob = role === line.role || (role === 'base' && line.role === 'base');
  const amount =
    measurable && sameJob && !(role === 'protein' && line.ingredient.category !== entry.category)
      ? { amount: line.amount, unit: line.unit }
      : portionFor(entry, role, kind, servings);
  return { ingredient: entry, name: entry.name, role, origin, ...amount };
}
