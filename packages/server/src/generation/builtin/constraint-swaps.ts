// Keeping a dish to the cook's constraints (vegan, gluten-free, dairy-free...): each food a
// constraint rules out is swapped for the one core's food knowledge names for that job (butter to
// olive oil, soy sauce to tamari), or left out when none does (cheese in a vegan dish). The facts
// live once, in core (food-knowledge/food-knowledge.json); the chef only applies them.
// Meat and fish have no alternative there: the chef replaces the main protein himself.
import {
  alternativeFor,
  meetsConstraint,
  type CatalogueIngredient,
  type FoodConstraint,
} from '@roastie/core';
import type { DishKind } from './dish-kinds.ts';
import { SWEET_DISHES } from './dish-traits.ts';
import { food } from './find-ingredients.ts';

export type ConstraintVerdict =
  { keep: true } | { keep: false; replacement: CatalogueIngredient | null };

/** Whether every constraint allows this food. */
export const meetsAll = (entry: CatalogueIngredient, constraints: readonly FoodConstraint[]) =>
  constraints.every((c) => meetsConstraint(entry, c));

/**
 * Whether the constraints keep this food, and if not what does its job in a dish of this kind
 * (butter's stand-in is coconut oil in a sweet dish, where it is creamed or rubbed in).
 */
export function constraintVerdict(
  entry: CatalogueIngredient,
  constraints: readonly FoodConstraint[],
  kind: DishKind | null = null,
): ConstraintVerdict {
  if (meetsAll(entry, constraints)) return { keep: true };
  const sweet = kind !== null && SWEET_DISHES.has(kind);
  let current = entry;
  // An alternative may break another constraint (fish sauce to soy sauce, then tamari when the
  // dish is also gluten-free): follow the chain a few links at most.
  for (let link = 0; link < 3; link += 1) {
    const broken = constraints.find((c) => !meetsConstraint(current, c));
    if (!broken) return { keep: false, replacement: current };
    const next = alternativeFor(current, broken, { sweet });
    if (next === null || next === current.id) return { keep: false, replacement: null };
    current = food(next);
  }
  return meetsAll(current, constraints)
    ? { keep: false, replacement: current }
    : { keep: false, replacement: null };
}
