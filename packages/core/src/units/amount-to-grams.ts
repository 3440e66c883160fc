// Grams of an ingredient from an amount in any known unit.
//
// Mass converts by the product factors. Volume and count have no universal gram weight, so they
// convert ONLY through the ingredient's own household weights (catalogue `household`):
//   density (g/ml) = cup grams / 236.588 ml, else tbsp grams / 14.7868 ml, else tsp grams / 4.92892 ml
//   (the cup first: a larger measure has the smaller relative weighing error);
//   grams = pieces x piece grams (a small or large one's own weight where the food has one).
// No household weight, no conversion: the caller gets a reason instead of a guess.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { countToPieces, massToGrams, volumeToMillilitres } from './convert-units.ts';
import { normaliseUnit } from './normalise-unit.ts';
import { foodKitchenWeight } from '../catalogue/kitchen-weights.ts';
import { kitchenUnitGrams } from './kitchen-unit-weights.ts';
import { MILLILITRES_PER_VOLUME_UNIT } from './unit-factors.ts';
import { readWrittenUnit, WRITTEN_UNITS } from './written-units.ts';

export type GramsVia = 'mass' | 'cup' | 'tbsp' | 'tsp' | 'piece';

export type AmountToGramsResult =
  | { ok: true; grams: number; via: GramsVia }
  | { ok: false; code: 'invalid-amount' | 'unknown-unit' | 'no-household-weight'; reason: string };

type Household = Pick<CatalogueIngredient, 'name' | 'household'> &
  Partial<Pick<CatalogueIngredient, 'id' | 'category'>>;

/** Grams per millilitre from the ingredient's household measures, or null when it has none. */
export function ingredientDensityGramsPerMillilitre(
  ingredient: Household,
): { gramsPerMillilitre: number; via: 'cup' | 'tbsp' | 'tsp' } | null {
  for (const measure of ['cup', 'tbsp', 'tsp'] as const) {
    const grams = ingredient.household[measure];
    if (grams !== undefined && grams > 0) {
      return { gramsPerMillilitre: grams / MILLILITRES_PER_VOLUME_UNIT[measure], via: measure };
    }
  }
  return null;
}

export function amountToGrams(
  amount: number,
  unit: string,
  ingredient: Household,
  /** A small or large one ("2 large potatoes"): its own weight where the food has one. */
  size: 'small' | 'large' | null = null,
): AmountToGramsResult {
  if (!Number.isFinite(amount) || amount < 0) {
    return { ok: false, code: 'invalid-amount', reason: `Amount ${amount} is not a usable number` };
  }
  // Kitchen units (a clove, a stick, a can, a bunch): only the food's own weight of one
  // (./kitchen-unit-weights.ts); the engine does not guess a handful of rice from a handful of
  // leaves (docs/decisions/0012-ingredient-line-parser.md).
  const written = readWrittenUnit(unit);
  const engine = written ? WRITTEN_UNITS[written].engine : null;
  const isKitchenUnit =
    written !== null && written !== 'piece' && (engine === null || engine === 'piece');
  if (isKitchenUnit && ingredient.id && ingredient.category) {
    const food = {
      id: ingredient.id,
      category: ingredient.category,
      household: ingredient.household,
    };
    const each = kitchenUnitGrams(written, food, null, false);
    if (each !== null) return { ok: true, grams: amount * each, via: 'piece' };
  }
  const normalised = normaliseUnit(unit);
  if (!normalised) {
    return { ok: false, code: 'unknown-unit', reason: `Unknown unit "${unit}"` };
  }
  if (normalised.category === 'mass') {
    return { ok: true, grams: massToGrams(amount, normalised.unit), via: 'mass' };
  }
  if (normalised.category === 'volume') {
    const density = ingredientDensityGramsPerMillilitre(ingredient);
    if (!density) {
      return {
        ok: false,
        code: 'no-household-weight',
        reason: `No cup, tablespoon or teaspoon weight for ${ingredient.name}: give it in grams`,
      };
    }
    const millilitres = volumeToMillilitres(amount, normalised.unit);
    return { ok: true, grams: millilitres * density.gramsPerMillilitre, via: density.via };
  }
  const sized = size && ingredient.id ? foodKitchenWeight(ingredient.id, size) : undefined;
  const pieceGrams = sized ?? ingredient.household.piece;
  if (pieceGrams === undefined || pieceGrams <= 0) {
    return {
      ok: false,
      code: 'no-household-weight',
      reason: `No weight for one piece of ${ingredient.name}: give it in grams`,
    };
  }
  return { ok: true, grams: countToPieces(amount, normalised.unit) * pieceGrams, via: 'piece' };
}
