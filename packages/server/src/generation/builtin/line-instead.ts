// A food put in place of another in a recipe (a diet swap, a lower-GI base, the protein the
// cook named): the same amount when it is measured the same way and does the same job, else the
// usual portion of the new food.
import {
  CATALOGUE,
  gramsInPlaceOf,
  isUncookedForm,
  soldDryFormFor,
  type CatalogueIngredient,
} from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import { gramsOf, type KitchenLine } from './kitchen-line.ts';
import { roundAmount } from './kitchen-amounts.ts';
import { portionFor } from './portions.ts';
import { roleOf } from './roles.ts';

const FLAXSEED = 'flaxseed';
/** One egg without its shell (USDA SR Legacy, egg, whole, raw: 1 large = 50 g). */
const EGG_GRAMS = 50;

/** Whether the engine reads this name, in this unit, as the food's uncooked form. */
const readDry = (entry: CatalogueIngredient, name: string, unit: string) =>
  soldDryFormFor(entry, { name, unit }, CATALOGUE) !== entry;

/**
 * The new line's name, read in the state the old line was: a cooked weight of rice swapped for
 * barley is "cooked pearl barley", as grams of plain "pearl barley" are read as bought, dry
 * (docs/decisions/0012-ingredient-line-parser.md).
 */
function nameInTheSameState(line: KitchenLine, entry: CatalogueIngredient, unit: string): string {
  const oldReadCooked =
    !isUncookedForm(line.ingredient) && !readDry(line.ingredient, line.name, line.unit);
  return oldReadCooked && readDry(entry, entry.name, unit) ? `cooked ${entry.name}` : entry.name;
}

/** A new line for `entry` in place of `line`: same amount when it can be measured the same way. */
export function lineInstead(
  line: KitchenLine,
  entry: CatalogueIngredient,
  kind: DishKind | null,
  servings: number,
  origin: KitchenLine['origin'],
): KitchenLine {
  const role = roleOf(entry);
  // A flax egg is a tablespoon of ground flaxseed for each egg (plan-parts.ts soaks it).
  if (line.ingredient.category === 'eggs' && entry.id === FLAXSEED) {
    const eggs = line.unit === 'piece' ? line.amount : gramsOf(line) / EGG_GRAMS;
    return {
      ingredient: entry,
      name: entry.name,
      role,
      origin,
      amount: Math.max(1, Math.round(eggs)),
      unit: 'tbsp',
    };
  }
  const measurable =
    line.unit === 'g' ||
    line.unit === 'ml' ||
    (line.unit === 'piece'
      ? Boolean(entry.household.piece)
      : Boolean(entry.household[line.unit as 'cup' | 'tbsp' | 'tsp']));
  // A diet's stand-in for a dairy food is spooned as the dairy was (coconut cream for soured
  // cream), not poured as a liquid's portion.
  const sameJob = role === line.role || (origin === 'swap' && line.role === 'dairy');
  // Both foods as the engine reads their lines in grams: rice from the bag, and what takes its
  // place in the same state (uncooked barley), or a food never cooked from dry (cauliflower rice).
  const readAs = line.unit === 'g' ? soldDryFormFor(line.ingredient, line, CATALOGUE) : null;
  const readTo = soldDryFormFor(entry, { name: entry.name, unit: 'g' }, CATALOGUE);
  const amount =
    measurable &&
    sameJob &&
    // Another kind of protein the cook named takes its own portion; a diet's stand-in (silken
    // tofu for cream cheese) fills the place of the food it replaces.
    !(role === 'protein' && line.ingredient.category !== entry.category && origin !== 'swap')
      ? {
          // Grams of rice from the bag give way to the cauliflower rice that fills the same plate.
          amount: readAs
            ? roundAmount(gramsInPlaceOf(readAs, readTo, line.amount, CATALOGUE), 'g', entry)
            : line.amount,
          unit: line.unit,
        }
      : portionFor(entry, role, kind, servings);
  const sameAmount = amount.amount === line.amount && amount.unit === line.unit;
  const name = sameAmount ? nameInTheSameState(line, entry, amount.unit) : entry.name;
  return { ingredient: entry, name, role, origin, ...amount };
}
