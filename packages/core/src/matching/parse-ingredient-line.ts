// Free-text ingredient line -> {catalogue entry, amount, unit} in the GI engine's units, with a
// reason when a part is missing. The line is read by the one parser (./read-ingredient-line.ts,
// docs/decisions/0012-ingredient-line-parser.md); this adapts its answer to the engine.
//
// Decisions:
// - A range ("2-3 tbsp") counts as its midpoint.
// - A count without a unit ("2 bananas", "2 large bananas") is in pieces.
// - A printed container size counts: "1 (400 g) can chickpeas" is 400 g, "2 x 400g tins" 800 g.
// - Kitchen units with no fixed size (a can without its size, a bunch) are 'unknown-unit' here;
//   the parse API weighs them through the food's kitchen-unit weights instead.
// - Lines without a quantity: "to taste", "as needed", "for garnish" are seasoning (reason
//   'to-taste'); anything else is 'no-amount'.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import type { CanonicalUnit } from '../units/unit-factors.ts';
import { WRITTEN_UNITS, type WrittenUnit } from '../units/written-units.ts';
import { matchReadLine } from './match-read-line.ts';
import type { IngredientCatalogue } from './name-index.ts';
import { readIngredientLine } from './read-ingredient-line.ts';

export type LineProblem = 'empty' | 'to-taste' | 'no-amount' | 'unknown-unit' | 'no-match';

export interface ParsedIngredientLine {
  text: string;
  /** The ingredient's name, without quantity, unit, size, preparation or comment. */
  description: string;
  amount: number | null;
  /** Canonical engine unit (g, ml, cup, piece, ...), or null when it has no fixed size. */
  unit: CanonicalUnit | null;
  writtenUnit: string | null;
  ingredient: CatalogueIngredient | null;
  problem: LineProblem | null;
}

const TO_TASTE =
  /\b(to taste|as per taste|as needed|as required|for garnish|for serving|to serve|optional)\b/i;

const engineUnit = (unit: WrittenUnit | ''): CanonicalUnit | null =>
  unit === '' ? 'piece' : WRITTEN_UNITS[unit].engine;

export function parseIngredientLine(
  line: string,
  catalogue: IngredientCatalogue,
): ParsedIngredientLine {
  const text = line.trim();
  const base = { text, ingredient: null, amount: null, unit: null, writtenUnit: null };
  if (text === '') return { ...base, description: '', problem: 'empty' };
  const read = readIngredientLine(text);
  const ingredient = matchReadLine(read, catalogue)?.ingredient ?? null;
  const description = read.name;
  if (read.quantity === null || read.unit === null) {
    const problem = TO_TASTE.test(text) ? 'to-taste' : ingredient ? 'no-amount' : 'no-match';
    return { ...base, description, ingredient, problem };
  }
  const count = read.quantityMax === null ? read.quantity : (read.quantity + read.quantityMax) / 2;
  const amount = read.each ? count * read.each.amount : count;
  const writtenUnit = read.each ? read.each.unit : read.unit;
  const unit = engineUnit(writtenUnit);
  const problem = !ingredient ? 'no-match' : unit === null ? 'unknown-unit' : null;
  return { text, description, amount, unit, writtenUnit, ingredient, problem };
}
