// Grams in one counted item or kitchen unit of a food: the food's own weight of that unit
// (catalogue/kitchen-weights), else the catalogue's piece weight where the unit is the piece
// (a clove of garlic, a slice of bread, a rasher of bacon), else the unit's typical weight.
// A size word picks the small or large weight when the food has one; otherwise the piece weight
// stands (no published factor to scale it by).
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import {
  foodKitchenWeight,
  KITCHEN_WEIGHT_KEYS,
  typicalKitchenWeight,
  type KitchenWeightKey,
} from '../catalogue/kitchen-weights.ts';
import type { WrittenUnit } from './written-units.ts';

/**
 * Units whose one item is what the catalogue's `piece` weight means for the foods counted in them
 * (docs/decisions/0003-ingredient-catalogue.md: "a garlic clove, a slice of bread"); a slice is a
 * piece only of bread.
 */
const PIECE_LIKE: ReadonlySet<WrittenUnit> = new Set([
  'clove',
  'rasher',
  'stalk',
  'stick',
  'ear',
  'strip',
  'sheet',
]);

type Food = Pick<CatalogueIngredient, 'id' | 'household' | 'category'>;

function isPieceLike(unit: WrittenUnit, food: Food): boolean {
  return PIECE_LIKE.has(unit) || (unit === 'slice' && food.category === 'bread-bakery');
}

const isKitchenKey = (unit: string): unit is KitchenWeightKey =>
  (KITCHEN_WEIGHT_KEYS as readonly string[]).includes(unit);

/** Grams in one `unit` ('piece' for a plain count) of `food`, or null when unknown. */
export function kitchenUnitGrams(
  unit: WrittenUnit,
  food: Food | null,
  size: 'small' | 'medium' | 'large' | null,
  /** Whether a unit's typical weight may stand in for the food's own (the parse API: yes). */
  typical = true,
): number | null {
  if (unit === 'dozen') {
    const piece = kitchenUnitGrams('piece', food, size, typical);
    return piece === null ? null : piece * 12;
  }
  if (unit === 'piece') {
    const sized = food && size && size !== 'medium' ? foodKitchenWeight(food.id, size) : undefined;
    return sized ?? food?.household.piece ?? null;
  }
  if (!isKitchenKey(unit)) return null;
  const own = food ? foodKitchenWeight(food.id, unit) : undefined;
  if (own !== undefined) return own;
  if (food && isPieceLike(unit, food) && food.household.piece !== undefined)
    return food.household.piece;
  return typical ? (typicalKitchenWeight(unit) ?? null) : null;
}
