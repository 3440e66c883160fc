// One ingredient amount for a chosen number of servings, in kitchen-friendly numbers: spoons and
// cups in fractions ("1½ cups", "¾ teaspoon"), weights and volumes rounded to a sensible step
// ("185 g"), small cups as spoons and big spoon counts as cups, kilos under 1 as grams
// (docs/decisions/0016-cooking-from-a-recipe.md).
import { normaliseUnit } from '../units/normalise-unit.ts';
import { MILLILITRES_PER_VOLUME_UNIT } from '../units/unit-factors.ts';
import { toKitchenFraction } from './kitchen-fraction.ts';
import {
  formatKilosOrLitres,
  roundGramsOrMillilitres,
  roundKilosOrLitres,
} from './round-kitchen-amount.ts';

export interface KitchenAmount {
  /** The amount shown, as a number (1.5 for "1½"). */
  value: number;
  /** "1½", "185", "1.25". */
  text: string;
  /** "cups", "g", "teaspoon": singular or plural to match the amount. */
  unit: string;
}

const SPOKEN: Record<string, [one: string, many: string]> = {
  cup: ['cup', 'cups'],
  tbsp: ['tablespoon', 'tablespoons'],
  tsp: ['teaspoon', 'teaspoons'],
  piece: ['piece', 'pieces'],
};

/** Teaspoons in a tablespoon and tablespoons in a cup (US measures, units/unit-factors.ts). */
const TSP_PER_TBSP = Math.round(MILLILITRES_PER_VOLUME_UNIT.tbsp / MILLILITRES_PER_VOLUME_UNIT.tsp);
const TBSP_PER_CUP = Math.round(MILLILITRES_PER_VOLUME_UNIT.cup / MILLILITRES_PER_VOLUME_UNIT.tbsp);

function unitFor(canonical: string, value: number, written: string): string {
  const names = SPOKEN[canonical];
  // "2 cloves" stays cloves: only the plain piece words follow the amount.
  if (!names || (canonical === 'piece' && !/^(piece|pieces|pc|pcs)$/i.test(written.trim())))
    return canonical === 'piece' && value > 1 && /^[a-z]+[^s]$/i.test(written)
      ? `${written}s`
      : written;
  return value > 1 ? names[1] : names[0];
}

function measured(value: number, canonical: string, written: string): KitchenAmount {
  const fraction = toKitchenFraction(value);
  return { ...fraction, unit: unitFor(canonical, fraction.value, written) };
}

/** The servings factor: the chosen servings over the recipe's own. */
export function servingsFactor(recipeServings: number, chosenServings: number): number {
  return recipeServings > 0 && chosenServings > 0 ? chosenServings / recipeServings : 1;
}

/** Within 2 % of a kitchen fraction: "0.33 cup" was meant as ⅓. */
const AS_WRITTEN_TOLERANCE = 0.02;

/** The author's own amount (the recipe's servings): kept exact, as a fraction where it is one. */
function asWritten(amount: number, unit: string): KitchenAmount {
  const canonical = normaliseUnit(unit)?.unit ?? '';
  const fraction = toKitchenFraction(amount);
  const isFraction =
    canonical !== 'g' &&
    canonical !== 'ml' &&
    amount > 0 &&
    Math.abs(fraction.value - amount) <= amount * AS_WRITTEN_TOLERANCE;
  const value = isFraction ? fraction.value : Math.round(amount * 100) / 100;
  return {
    value,
    text: isFraction ? fraction.text : String(value),
    unit: unitFor(canonical, value, unit),
  };
}

/**
 * `amount unit` times `factor`, as a cook would measure it. At factor 1 the author’s amount is
 * kept (to 2 decimals), written as a fraction where it is one.
 */
export function scaleIngredientAmount(amount: number, unit: string, factor: number): KitchenAmount {
  if (factor === 1) return asWritten(amount, unit);
  const scaled = amount * factor;
  const canonical = normaliseUnit(unit)?.unit;
  switch (canonical) {
    case 'g':
    case 'ml': {
      const value = roundGramsOrMillilitres(scaled);
      return { value, text: String(value), unit: canonical };
    }
    case 'kg':
    case 'l': {
      if (scaled < 1) {
        const value = roundGramsOrMillilitres(scaled * 1000);
        return { value, text: String(value), unit: canonical === 'kg' ? 'g' : 'ml' };
      }
      return {
        value: roundKilosOrLitres(scaled),
        text: formatKilosOrLitres(scaled),
        unit: canonical,
      };
    }
    case 'cup':
      return scaled < 1 / 4 - 1e-9
        ? measured(scaled * TBSP_PER_CUP, 'tbsp', unit)
        : measured(scaled, 'cup', unit);
    case 'tbsp':
      if (scaled < 1 - 1e-9 && scaled > 0) return measured(scaled * TSP_PER_TBSP, 'tsp', unit);
      return scaled >= TBSP_PER_CUP / 2
        ? measured(scaled / TBSP_PER_CUP, 'cup', unit)
        : measured(scaled, 'tbsp', unit);
    case 'tsp':
      return scaled >= TSP_PER_TBSP * 2
        ? measured(scaled / TSP_PER_TBSP, 'tbsp', unit)
        : measured(scaled, 'tsp', unit);
    default:
      return measured(scaled, canonical ?? '', unit);
  }
}
