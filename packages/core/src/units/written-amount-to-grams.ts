// Grams of an amount in any written unit (./written-units.ts) of a food, or null when it cannot be
// weighed without a guess. Mass converts by its factor; a volume goes through the locale's
// millilitres (./locale-volumes.ts) and the food's density (from its cup, tablespoon or teaspoon
// weight); a plain count and the kitchen units (a clove, a can, a bunch) through the food's own
// weight of that unit, else the typical weight of the unit (./kitchen-unit-weights.ts).
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { ingredientDensityGramsPerMillilitre } from './amount-to-grams.ts';
import { kitchenUnitGrams } from './kitchen-unit-weights.ts';
import { DEFAULT_VOLUME_LOCALE, localeMillilitres, type VolumeLocale } from './locale-volumes.ts';
import {
  GRAMS_PER_MASS_UNIT,
  MILLILITRES_PER_VOLUME_UNIT,
  isMassUnit,
  isVolumeUnit,
} from './unit-factors.ts';
import { WRITTEN_UNITS, type WrittenUnit } from './written-units.ts';

export type WeighedFood = Pick<CatalogueIngredient, 'id' | 'name' | 'household' | 'category'>;

export interface WeighOptions {
  locale?: VolumeLocale;
  size?: 'small' | 'medium' | 'large' | null;
}

/** Grams of `amount` `unit` ('' = a count of items) of `food`; null when it cannot be weighed. */
export function writtenAmountToGrams(
  amount: number,
  unit: WrittenUnit | '',
  food: WeighedFood | null,
  options: WeighOptions = {},
): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const engine = unit === '' ? 'piece' : WRITTEN_UNITS[unit].engine;
  if (engine && isMassUnit(engine)) return amount * GRAMS_PER_MASS_UNIT[engine];
  if (unit !== '' && engine && isVolumeUnit(engine)) {
    const millilitres =
      localeMillilitres(unit, options.locale ?? DEFAULT_VOLUME_LOCALE) ??
      MILLILITRES_PER_VOLUME_UNIT[engine];
    const density = food ? ingredientDensityGramsPerMillilitre(food) : null;
    return density ? amount * millilitres * density.gramsPerMillilitre : null;
  }
  const each = kitchenUnitGrams(unit === '' ? 'piece' : unit, food, options.size ?? null);
  return each === null ? null : amount * each;
}
