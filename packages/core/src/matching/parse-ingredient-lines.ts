// POST /api/ingredients/parse in core: free-text ingredient lines -> ParsedIngredient (quantity,
// range, unit, size, name, preparation, comment, catalogue entry and grams), one per line in
// order. A line that matches no catalogue food says so (ingredientId null); none is dropped.
// Reading the line: ./read-ingredient-line.ts; weighing: ../units/written-amount-to-grams.ts, or
// the weight the line states (./stated-amount.ts).
// Decisions: docs/decisions/0012-ingredient-line-parser.md.
import { CATALOGUE } from '../catalogue/catalogue.ts';
import { drainedShareOfCan } from '../catalogue/kitchen-weights.ts';
import type { ParsedIngredient } from '../schemas/ingredient-parse.ts';
import type { VolumeLocale } from '../units/locale-volumes.ts';
import { soldDryFormFor, statedCookedWord, statedUncookedPart } from '../glycemic/uncooked-form.ts';
import { isMassUnit } from '../units/unit-factors.ts';
import { writtenAmountToGrams } from '../units/written-amount-to-grams.ts';
import { matchReadLine } from './match-read-line.ts';
import type { IngredientCatalogue } from './name-index.ts';
import { readIngredientLine, type ReadLine } from './read-ingredient-line.ts';
import { statedAmountOf } from './stated-amount.ts';

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

/**
 * The weight the line states beside a count or a measure, when its own unit is not a weight; a
 * volume it states, only for a count the food's weights cannot weigh.
 */
function statedGrams(
  read: ReadLine,
  food: Parameters<typeof writtenAmountToGrams>[2],
  options: { locale?: VolumeLocale; counted: number | null },
): number | null {
  if (read.unit !== null && isMassUnit(read.unit)) return null;
  const stated = statedAmountOf(read.comment);
  if (!stated) return null;
  if (!stated.mass && (read.unit !== '' || options.counted !== null)) return null;
  const locale = options.locale ? { locale: options.locale } : {};
  const grams = writtenAmountToGrams(stated.amount, stated.unit, food, locale);
  if (grams === null) return null;
  return stated.each ? grams * (midpoint(read) ?? 1) : grams;
}

/** A range weighs as its midpoint: the cook uses somewhere between the two. */
function midpoint(read: ReadLine): number | null {
  if (read.quantity === null) return null;
  return read.quantityMax === null ? read.quantity : (read.quantity + read.quantityMax) / 2;
}

function gramsOf(
  read: ReadLine,
  food: Parameters<typeof writtenAmountToGrams>[2],
  locale: VolumeLocale | undefined,
): number | null {
  const amount = midpoint(read);
  if (amount === null || read.unit === null) return null;
  const options = { ...(locale ? { locale } : {}), size: read.size };
  if (read.each) {
    const each = writtenAmountToGrams(read.each.amount, read.each.unit, food, options);
    // A printed can size is the can's net weight; pulses are drained before use.
    const kept = read.unit === 'can' && food?.id ? drainedShareOfCan(food.id) : 1;
    return each === null ? null : amount * each * kept;
  }
  const first = writtenAmountToGrams(amount, read.unit, food, options);
  if (first === null) return null;
  // "400g can lentils": the can's printed net weight, drained as for "1 x 400g can".
  const kept = read.canNetWeight && food?.id ? drainedShareOfCan(food.id) : 1;
  // "1 lb 4 oz", "¾ cup plus 2 tbsp": what the line adds (or takes away) weighs with it.
  const added = read.added.reduce(
    (sum, more) =>
      sum +
      Math.sign(more.amount) *
        (writtenAmountToGrams(Math.abs(more.amount), more.unit, food, options) ?? 0),
    0,
  );
  return Math.max(0, first * kept + added);
}

/** The food's name with a word the line says its state in ("rice, uncooked": uncooked rice). */
function writtenState(read: ReadLine): string {
  const name = [read.leadingPreparation, read.name].filter(Boolean).join(' ');
  const said = statedUncookedPart(read.preparation) ?? statedUncookedPart(read.comment);
  return said && !statedCookedWord(name) ? `${said} ${name}` : name;
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
  // or nest, and "1 cup rice, uncooked" a cup of uncooked rice, as the engine will read the line
  // (glycemic/uncooked-form.ts; the editor row keeps the word, recipe-import/editor-name-of.ts).
  const weighed =
    food && read.unit !== null
      ? soldDryFormFor(food, { name: writtenState(read), unit: read.unit }, catalogue)
      : food;
  const counted = gramsOf(read, weighed, options.locale);
  const stated = statedGrams(read, weighed, { ...options, counted });
  const grams = stated ?? counted;
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
    gramsStated: stated !== null,
  };
}

/** Parses ingredient lines, one result per line, in order. */
export function parseIngredientLines(
  lines: readonly string[],
  options: ParseIngredientLinesOptions = {},
): ParsedIngredient[] {
  return lines.map((line) => parseIngredientText(line, options));
}
