// Scores the ingredient-line parser against labelled lines (docs/decisions/0012-ingredient-line-parser.md):
// - quantity: equal within 1 % (labels write thirds as 0.3333);
// - unit: the canonical unit equal to the label's ('' for a plain count);
// - name: equal after normalising both sides: lower case, accents and punctuation removed, each
//   word singular, and the words compared as a set (labels sometimes reorder "chile poblano");
// - catalogue: the line resolves to the food its clean labelled name resolves to (a label name
//   the catalogue does not know counts as a miss);
// - grams: the line has a weight in grams.
import { matchIngredientName } from '../src/matching/match-ingredient-name.ts';
import type { IngredientCatalogue } from '../src/matching/name-index.ts';
import { normaliseIngredientText } from '../src/matching/normalise-text.ts';
import { parseIngredientText } from '../src/matching/parse-ingredient-lines.ts';
import { singularForms } from '../src/matching/singularise.ts';
import type { ParsedIngredient } from '../src/schemas/ingredient-parse.ts';
import type { LabelledLine } from './ingredient-lines-dev-set.ts';

export interface LineScore {
  labelled: LabelledLine;
  parsed: ParsedIngredient;
  quantity: boolean;
  unit: boolean;
  name: boolean;
  /** The food the labelled name resolves to, or null. */
  expectedId: string | null;
  catalogue: boolean;
  grams: boolean;
}

export interface ParseMetrics {
  lines: number;
  quantity: number;
  unit: number;
  name: number;
  catalogue: number;
  grams: number;
}

/** A name's words, normalised, each with its plausible singular forms. */
function nameWords(name: string): Set<string>[] {
  return normaliseIngredientText(name)
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => new Set([word, ...singularForms(word)]));
}

/** Whether two names are the same words (in any order), allowing singular for plural. */
export function sameName(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length !== right.length) return false;
  const unused = [...right];
  return left.every((forms) => {
    const index = unused.findIndex((other) => [...forms].some((form) => other.has(form)));
    if (index < 0) return false;
    unused.splice(index, 1);
    return true;
  });
}

export function scoreLine(labelled: LabelledLine, catalogue: IngredientCatalogue): LineScore {
  const parsed = parseIngredientText(labelled.line, { catalogue, locale: 'us' });
  const quantity =
    parsed.quantity !== null &&
    Math.abs(parsed.quantity - labelled.quantity) <= Math.max(0.01, labelled.quantity * 0.01);
  const expectedId = matchIngredientName(labelled.name, catalogue)?.ingredient.id ?? null;
  return {
    labelled,
    parsed,
    quantity,
    unit: (parsed.unit ?? '') === labelled.unit,
    name: sameName(parsed.name, labelled.name),
    expectedId,
    catalogue: expectedId !== null && parsed.ingredientId === expectedId,
    grams: parsed.grams !== null,
  };
}

export function parseMetrics(scores: readonly LineScore[]): ParseMetrics {
  const share = (pick: (score: LineScore) => boolean) =>
    scores.length === 0 ? 0 : scores.filter(pick).length / scores.length;
  return {
    lines: scores.length,
    quantity: share((s) => s.quantity),
    unit: share((s) => s.unit),
    name: share((s) => s.name),
    catalogue: share((s) => s.catalogue),
    grams: share((s) => s.grams),
  };
}
