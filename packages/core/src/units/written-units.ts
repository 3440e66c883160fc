// Every unit a cook writes in an ingredient line, with its spellings, in one list: the ingredient
// line parser reads units from it and normaliseUnit (the GI engine, the editor, the shopping list)
// derives its lookup from it. Decisions: docs/decisions/0012-ingredient-line-parser.md.
//
// - Matching ignores case and a trailing full stop, except the single letters: "T" is a
//   tablespoon, "t" a teaspoon (the usual US recipe convention); "c" and "C" are a cup.
// - `engine` is the unit the GI engine and the shopping list convert by fixed factors
//   (./unit-factors.ts); clove, slice and stick count as pieces there. Kitchen units with no
//   fixed size (a can, a bunch, a knob) have none: their grams come from the food's own weights
//   or the typical weights in ./kitchen-unit-weights.ts.
import type { CanonicalUnit } from './unit-factors.ts';

export interface WrittenUnitDefinition {
  /** Lower-case spellings, singular and plural, abbreviations (matched case-insensitively). */
  spellings: readonly string[];
  /** Spellings matched only with exactly this case ("T", "t"). */
  caseSensitive?: readonly string[];
  engine: CanonicalUnit | null;
}

const unit = (
  engine: CanonicalUnit | null,
  spellings: readonly string[],
  caseSensitive?: readonly string[],
): WrittenUnitDefinition =>
  caseSensitive ? { spellings, caseSensitive, engine } : { spellings, engine };

/** Canonical unit (as the parse API answers it) -> spellings and engine unit. */
export const WRITTEN_UNITS = {
  g: unit('g', ['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes']),
  kg: unit('kg', [
    'kg',
    'kgs',
    'kilo',
    'kilos',
    'kilogram',
    'kilograms',
    'kilogramme',
    'kilogrammes',
  ]),
  mg: unit('mg', ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes']),
  ml: unit('ml', ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'cc']),
  l: unit('l', ['l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters']),
  cl: unit('cl', ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters']),
  dl: unit('dl', ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters']),
  tsp: unit(
    'tsp',
    [
      'tsp',
      'tsps',
      'tspn',
      'tspns',
      'teaspoon',
      'teaspoons',
      'teaspoonful',
      'teaspoonfuls',
      'teaspoon(s)',
    ],
    ['t'],
  ),
  tbsp: unit(
    'tbsp',
    [
      'tbsp',
      'tbsps',
      'tbs',
      'tb',
      'tbl',
      'tbls',
      'tblsp',
      'tbspn',
      'tbspns',
      'tablespoon',
      'tablespoons',
      'tablespoonful',
      'tablespoonfuls',
      'tablespoon(s)',
    ],
    ['T'],
  ),
  dessertspoon: unit('dsp', [
    'dessertspoon',
    'dessertspoons',
    'dessertspoonful',
    'dessertspoonfuls',
    'dsp',
    'dsps',
    'dssp',
    'dstspn',
  ]),
  // A mug ("1 mug of rice, 2 mugs of water") holds 250 to 350 ml; recipes that measure by it
  // mean a ratio, and a cup is the nearest measure the editor has.
  cup: unit('cup', ['cup', 'cups', 'c', 'cupful', 'cupfuls', 'cup(s)', 'mug', 'mugs', 'mugful']),
  'fl oz': unit('fl oz', [
    'fl oz',
    'fl ozs',
    'floz',
    'fluid oz',
    'fluid ounce',
    'fluid ounces',
    'fl ounce',
    'fl ounces',
  ]),
  oz: unit('oz', ['oz', 'ozs', 'ounce', 'ounces']),
  lb: unit('lb', ['lb', 'lbs', 'pound', 'pounds']),
  pint: unit('pt', ['pint', 'pints', 'pt', 'pts']),
  quart: unit('qt', ['quart', 'quarts', 'qt', 'qts']),
  gallon: unit('gal', ['gallon', 'gallons', 'gal', 'gals']),
  // "a grating of nutmeg", "a grind of pepper", "a sprinkle of salt": as little as a pinch.
  pinch: unit('pinch', [
    'pinch',
    'pinches',
    'grating',
    'gratings',
    'grind',
    'grinds',
    'sprinkle',
    'sprinkles',
  ]),
  dash: unit('dash', ['dash', 'dashes']),
  clove: unit('piece', ['clove', 'cloves']),
  slice: unit('piece', ['slice', 'slices']),
  stick: unit('piece', ['stick', 'sticks']),
  piece: unit('piece', [
    'piece',
    'pieces',
    'pc',
    'pcs',
    'piece(s)',
    // "a thumb of ginger", "1 thumb-sized piece ginger": a piece the size of a thumb.
    'thumb',
    'thumbs',
    'thumb-sized piece',
    'thumb-size piece',
    'thumb sized piece',
  ]),
  dozen: unit('dozen', ['dozen', 'doz']),
  can: unit(null, ['can', 'cans', 'tin', 'tins']),
  jar: unit(null, ['jar', 'jars']),
  packet: unit(null, [
    'packet',
    'packets',
    'pack',
    'packs',
    'package',
    'packages',
    'pkg',
    'pkgs',
    'pkt',
    'pkts',
    'sachet',
    'sachets',
    // A punnet (the fruit box of UK and Australian shops) holds no fixed weight either.
    'punnet',
    'punnets',
    // "1 envelope unflavored gelatin": US gelatin and yeast come in envelopes.
    'envelope',
    'envelopes',
  ]),
  bunch: unit(null, ['bunch', 'bunches']),
  handful: unit(null, ['handful', 'handfuls']),
  sprig: unit(null, ['sprig', 'sprigs']),
  head: unit(null, ['head', 'heads']),
  stalk: unit(null, ['stalk', 'stalks', 'rib', 'ribs']),
  rasher: unit(null, ['rasher', 'rashers']),
  knob: unit(null, ['knob', 'knobs']),
  nest: unit(null, ['nest', 'nests']),
  // "2 strips bacon", "3 strips lemon zest": the food's own piece (a rasher), else unweighed.
  strip: unit(null, ['strip', 'strips']),
  // "6 sheets filo pastry", "1 sheet nori": the food's own piece.
  sheet: unit(null, ['sheet', 'sheets']),
  // "1 ball mozzarella": the food's own ball (a 125 g pack), else unweighed.
  ball: unit(null, ['ball', 'balls']),
  // "2 ears corn": one cob's kernels, the catalogue's piece of sweetcorn.
  ear: unit(null, ['ear', 'ears']),
  // "a splash of milk", "a drizzle of oil": no fixed size; the cook weighs it if it matters.
  splash: unit(null, ['splash', 'splashes', 'glug', 'glugs', 'squeeze', 'squeezes']),
  drizzle: unit(null, ['drizzle', 'drizzles']),
} as const satisfies Record<string, WrittenUnitDefinition>;

export type WrittenUnit = keyof typeof WRITTEN_UNITS;

const LOOKUP = new Map<string, WrittenUnit>();
const CASE_SENSITIVE = new Map<string, WrittenUnit>();
for (const [name, definition] of Object.entries(WRITTEN_UNITS) as [
  WrittenUnit,
  WrittenUnitDefinition,
][]) {
  for (const spelling of definition.spellings) LOOKUP.set(spelling, name);
  for (const spelling of definition.caseSensitive ?? []) CASE_SENSITIVE.set(spelling, name);
}

/** The longest spelling, in words: the parser tries that many words first ("fluid ounces"). */
export const LONGEST_UNIT_WORDS = Math.max(
  ...[...LOOKUP.keys()].map((spelling) => spelling.split(' ').length),
);

/** The canonical written unit of a spelling ("Tbsp." -> "tbsp", "tins" -> "can"), or null. */
export function readWrittenUnit(written: string): WrittenUnit | null {
  const trimmed = written.trim().replace(/\.$/, '');
  const exact = CASE_SENSITIVE.get(trimmed);
  if (exact) return exact;
  const key = trimmed.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  return LOOKUP.get(key) ?? LOOKUP.get(key.replace(/ /g, '')) ?? null;
}

/** Whether a canonical unit name is one of the list. */
export function isWrittenUnit(name: string): name is WrittenUnit {
  return Object.hasOwn(WRITTEN_UNITS, name);
}
