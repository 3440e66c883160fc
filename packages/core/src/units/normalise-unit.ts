// Turns the ways cooks write a unit into one canonical unit and its category.
//
// Decisions (documented here because no standard settles them):
// - Matching ignores case and a trailing full stop, except the single letters: "T" is a tablespoon
//   and "t" a teaspoon (the usual US recipe convention, also parse-ingredient's), "c"/"C" a cup.
// - clove, slice, stick, large, medium, small, whole, item, each count as one piece: the catalogue's
//   `piece` weight is "one typical item (a medium banana, a large egg, a slice of bread, a clove)".
//   Size words do not scale the piece weight (no published factor to scale by).
// - pinch = 1/16 tsp and dash = 1/8 tsp, as US measuring-spoon sets label them: small but not zero.
// - handful, bunch, can, tin, jar, packet and "to taste" have no standard size: not a unit here
//   (the caller reports the line as unmeasurable rather than guessing).
import {
  isCountUnit,
  isMassUnit,
  type CanonicalUnit,
  type CountUnit,
  type MassUnit,
  type VolumeUnit,
} from './unit-factors.ts';

const SPELLINGS: Record<CanonicalUnit, readonly string[]> = {
  g: ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  oz: ['oz', 'ozs', 'ounce', 'ounces'],
  ml: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'cc'],
  l: ['l', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters'],
  cup: ['cup', 'cups', 'c', 'cup(s)'],
  tbsp: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tablespoon', 'tablespoons', 'tablespoon(s)'],
  tsp: ['tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoon(s)'],
  qt: ['qt', 'qts', 'quart', 'quarts'],
  pt: ['pt', 'pts', 'pint', 'pints'],
  gal: ['gal', 'gals', 'gallon', 'gallons'],
  'fl oz': ['fl oz', 'fl. oz', 'floz', 'fluid ounce', 'fluid ounces'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  piece: [
    'piece',
    'pieces',
    'piece(s)',
    'pc',
    'pcs',
    'clove',
    'cloves',
    'slice',
    'slices',
    'stick',
    'sticks',
    'large',
    'medium',
    'small',
    'whole',
    'item',
    'items',
    'each',
    'ea',
  ],
  dozen: ['dozen', 'doz'],
};

const CASE_SENSITIVE: Readonly<Record<string, CanonicalUnit>> = { T: 'tbsp', t: 'tsp' };

const LOOKUP: ReadonlyMap<string, CanonicalUnit> = new Map(
  Object.entries(SPELLINGS).flatMap(([unit, spellings]) =>
    spellings.map((spelling) => [spelling, unit as CanonicalUnit] as const),
  ),
);

export type NormalisedUnit =
  | { category: 'mass'; unit: MassUnit }
  | { category: 'volume'; unit: VolumeUnit }
  | { category: 'count'; unit: CountUnit };

function categorise(unit: CanonicalUnit): NormalisedUnit {
  if (isMassUnit(unit)) return { category: 'mass', unit };
  if (isCountUnit(unit)) return { category: 'count', unit };
  return { category: 'volume', unit };
}

/** The canonical unit and category of a written unit, or null when it is not a known unit. */
export function normaliseUnit(written: string): NormalisedUnit | null {
  const trimmed = written.trim().replace(/\.$/, '');
  const exact = CASE_SENSITIVE[trimmed];
  const unit = exact ?? LOOKUP.get(trimmed.toLowerCase().replace(/\s+/g, ' '));
  return unit ? categorise(unit) : null;
}
