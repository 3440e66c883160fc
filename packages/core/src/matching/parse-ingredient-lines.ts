// POST /api/ingredients/parse in core: free-text ingredient lines -> ParsedIngredient (quantity,
// range, unit, size, name, preparation, comment, catalogue entry and grams), one per line in
// order. A line that matches no catalogue food says so (ingredientId null); none is dropped.
// Reading the line: ./read-ingredient-line.ts; weighing: ../units/written-amount-to-grams.ts.
// Decisions: docs/decisions/0012-ingredient-line-parser.md.
import { CATALOGUE } from '../catalogue/catalogue.ts';
import type { ParsedIngredient } from '../schemas/ingredient-parse.ts';
import type { VolumeLocale } from '../units/locale-volumes.ts';
import { soldDryFormFor } from '../glycemic/uncooked-form.ts';
import { writtenAmountToGrams } from '../units/written-amount-to-grams.ts';
import { matchReadLine } from './match-read-line.ts';
import type { IngredientCatalogue } from './name-index.ts';
import { readIngredientLine, type ReadLine } from './read-ingredient-line.ts';

export interface ParseIngredientLinesOptions {
  /** How cups, spoons, pints and fluid ounces are read; metric by default. */
  locale?: VolumeLocale;
  /** The catalogue to match against (tests pass a fixture); the product's by default. */
  catalogue?: IngredientCatalogue;
}

/** Rounds grams for the answer: whole grams from 10 g, else one decimal. */
function roundGrams(grams: number): number {
  return grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10;
}

function gramsOf(
  read: ReadLine,
  food: Parameters<typeof writtenAmountToGrams>[2],
  locale: VolumeLocale | undefined,
): number | null {
  if (read.quantity === null || read.unit === null) return null;
  // A range weighs as its midpoint: the cook uses somewhere between the two.
  const amount = read.quantityMax === null ? read.quantity : (read.quantity + read.quantityMax) / 2;
  const options = { ...(locale ? { locale } : {}), size: read.size };
  if (read.each) {
    const each = writtenAmountToGrams(read.each.amount, read.each.unit, food, options);
    return each === null ? null : amount * each;
  }
  return writtenAmountToGrams(amount, read.unit, food, options);
}

/** Parses one ingredient line. */
export function parseIngredientText(
  line: string,
  options: ParseIngredientLinesOptions = {},
): ParsedIngredient {
  const catalogue = options.catalogue ?? CATALOGUE;
  const read = readIngredientLine(line);
  const match = matchReadLine(read, catalogue);
  const food = match?.ingredient ?? null;
  // Weighed as bought: "1 packet spaghetti" or "2 nests egg noodles" weighs the dry food's packet
  // or nest, as the engine will read the line (glycemic/uncooked-form.ts).
  const weighed =
    food && read.unit !== null
      ? soldDryFormFor(food, { name: read.name, unit: read.unit }, catalogue)
      : food;
  const grams = gramsOf(read, weighed, options.locale);
  return {
    line,
    quantity: read.quantity,
    quantityMax: read.quantityMax,
    unit: read.unit,
    size: read.size,
    name: read.name,
    preparation: read.preparation,
    comment: read.comment,
    ingredientId: food?.id ?? null,
    catalogueName: food?.name ?? null,
    grams: grams === null || !Number.isFinite(grams) ? null : roundGrams(grams),
  };
}

/** Parses ingredient lines, one result per line, in order. */
export function parseIngredientLines(
  lines: readonly string[],
  options: ParseIngredientLinesOptions = {},
): ParsedIngredient[] {
  return lines.map((line) => parseIngredientText(line, options));
}
