// Amounts as a cook measures them: eggs whole, other pieces by the half (whole from three), spoons by the quarter,
// grams and millilitres to a round 5 once they are large enough for that not to matter.
import type { CatalogueIngredient } from '@roastie/core';

export type KitchenUnit = 'g' | 'ml' | 'piece' | 'cup' | 'tbsp' | 'tsp';

export interface KitchenAmount {
  amount: number;
  unit: string;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** From this many pieces a cook counts whole ones. */
const WHOLE_PIECES_FROM = 3;

export function roundAmount(amount: number, unit: string, ingredient: CatalogueIngredient): number {
  switch (unit) {
    case 'piece':
      // Half an onion or one and a half avocados, but six carrots, not six and a half.
      return ingredient.category === 'eggs' || amount >= WHOLE_PIECES_FROM
        ? Math.max(1, Math.round(amount))
        : Math.max(0.5, roundTo(amount, 0.5));
    case 'g':
    case 'ml':
      return amount >= 50 ? roundTo(amount, 5) : Math.max(1, Math.round(amount));
    case 'kg':
    case 'l':
      return Math.max(0.05, roundTo(amount, 0.05));
    default:
      return Math.max(0.25, roundTo(amount, 0.25));
  }
}

/** A seed's amount for another number of servings. */
export function scaleAmount(
  line: KitchenAmount,
  factor: number,
  ingredient: CatalogueIngredient,
): KitchenAmount {
  if (factor === 1) return line;
  return { amount: roundAmount(line.amount * factor, line.unit, ingredient), unit: line.unit };
}

/** Grams of this food as a count of its pieces, when it is naturally counted. */
export function asPieces(ingredient: CatalogueIngredient, grams: number): KitchenAmount | null {
  const piece = ingredient.household.piece;
  if (ingredient.defaultUnit !== 'piece' || !piece) return null;
  return { amount: roundAmount(grams / piece, 'piece', ingredient), unit: 'piece' };
}
