// Free-text ingredient line -> {catalogue entry, amount, unit}, with a reason when a part is missing.
// Quantities and units come from parse-ingredient (numbers, fractions, ranges, unit spellings);
// the name goes through matchIngredientName.
//
// Decisions:
// - "a"/"an" as the first word is the quantity 1 ("a pinch of salt").
// - A range ("2-3 tbsp") counts as its midpoint.
// - A count without a unit ("2 bananas", "2 large bananas") is in pieces.
// - Cans and packets count only when their size is printed ("1 (400 g) can chickpeas").
// - Lines without a quantity: "to taste", "as needed", "for garnish" are seasoning (reason
//   'to-taste'); anything else is 'no-amount'.
import { parseIngredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { normaliseUnit } from '../units/normalise-unit.ts';
import type { CanonicalUnit } from '../units/unit-factors.ts';
import { readContainerAmount } from './container-size.ts';
import { matchIngredientName } from './match-ingredient-name.ts';
import type { IngredientCatalogue } from './name-index.ts';

export type LineProblem = 'empty' | 'to-taste' | 'no-amount' | 'unknown-unit' | 'no-match';

export interface ParsedIngredientLine {
  text: string;
  /** The ingredient words left after the quantity and unit are taken off. */
  description: string;
  amount: number | null;
  /** Canonical unit (g, ml, cup, piece, ...), or the unit as written when it is not convertible. */
  unit: CanonicalUnit | null;
  writtenUnit: string | null;
  ingredient: CatalogueIngredient | null;
  problem: LineProblem | null;
}

const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  liter: {
    short: 'l',
    plural: 'liters',
    alternates: ['l.', 'litre', 'litres', 'ltr', 'L'],
    type: 'volume',
    conversionFactor: 1000,
  },
  slice: { short: 'slice', plural: 'slices', alternates: [], type: 'count' },
  handful: { short: 'handful', plural: 'handfuls', alternates: [], type: 'other' },
};

const TO_TASTE = /\b(to taste|as needed|as required|for garnish|for serving|to serve|optional)\b/i;

function toCanonical(written: string | null, id: string | null): CanonicalUnit | 'none' | null {
  if (written === null) return 'none';
  const normalised = normaliseUnit(id ?? written) ?? normaliseUnit(written);
  return normalised ? normalised.unit : null;
}

export function parseIngredientLine(
  line: string,
  catalogue: IngredientCatalogue,
): ParsedIngredientLine {
  const text = line.trim();
  const base = { text, ingredient: null, amount: null, unit: null, writtenUnit: null };
  if (text === '') return { ...base, description: '', problem: 'empty' };

  const prepared = text.replace(/^(a|an)\s+/i, '1 ');
  const container = readContainerAmount(prepared);
  let amount: number | null;
  let writtenUnit: string | null;
  let unitId: string | null = null;
  let description: string;
  if (container) {
    ({ amount, unit: writtenUnit, rest: description } = container);
  } else {
    const parsed = parseIngredient(prepared, { additionalUOMs: EXTRA_UNITS }).find(
      (entry) => !entry.isGroupHeader,
    );
    const quantity = parsed?.quantity ?? null;
    const upper = parsed?.quantity2 ?? null;
    amount = quantity === null ? null : upper === null ? quantity : (quantity + upper) / 2;
    writtenUnit = parsed?.unitOfMeasure ?? null;
    unitId = parsed?.unitOfMeasureID ?? null;
    description = parsed?.description ?? prepared;
  }

  const match = matchIngredientName(description, catalogue);
  const ingredient = match?.ingredient ?? null;
  if (amount === null) {
    const problem = TO_TASTE.test(text) ? 'to-taste' : match ? 'no-amount' : 'no-match';
    return { ...base, description, ingredient, writtenUnit, problem };
  }
  const canonical = toCanonical(writtenUnit, unitId);
  const unit = canonical === 'none' ? 'piece' : canonical;
  const problem = !match ? 'no-match' : unit === null ? 'unknown-unit' : null;
  return { text, description, amount, unit, writtenUnit, ingredient, problem };
}
