// One ingredient line while the built-in chef works on a recipe: the catalogue food, the name the
// recipe uses for it, an amount in kitchen units (g, ml, piece, cup, tbsp, tsp), its role, and
// where it came from (the seed template, the cook's words, the dish plan, a swap).
import type { CatalogueIngredient } from '@roastie/core';
import type { Role } from './roles.ts';

export interface KitchenLine {
  ingredient: CatalogueIngredient;
  name: string;
  amount: number;
  unit: string;
  role: Role;
  origin: 'seed' | 'mentioned' | 'plan' | 'swap';
}

export const gramsOf = (line: KitchenLine): number => {
  const { household } = line.ingredient;
  if (line.unit === 'g') return line.amount;
  if (line.unit === 'kg') return line.amount * 1000;
  if (line.unit === 'piece') return line.amount * (household.piece ?? 100);
  if (line.unit === 'ml') return line.amount;
  if (line.unit === 'l') return line.amount * 1000;
  const perUnit = household[line.unit as 'cup' | 'tbsp' | 'tsp'];
  return line.amount * (perUnit ?? 0);
};
