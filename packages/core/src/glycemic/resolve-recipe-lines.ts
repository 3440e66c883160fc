// Recipe lines ({name, amount, unit}) -> catalogue entries and grams, or the reason a line cannot be
// counted. A line that carries an ingredientId (a saved recipe row) is looked up by id first.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { ingredientById, matchIngredientName } from '../matching/match-ingredient-name.ts';
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { amountToGrams, type GramsVia } from '../units/amount-to-grams.ts';
import { readWrittenUnit } from '../units/written-units.ts';
import { linesCookedFromDry, soldDryFormFor } from './uncooked-form.ts';

export interface RecipeLine {
  name: string;
  amount: number;
  unit: string;
  ingredientId?: string;
}

export interface RecipeInput {
  name?: string;
  lines: readonly RecipeLine[];
  servings: number;
}

export interface ResolvedLine {
  index: number;
  line: RecipeLine;
  ingredient: CatalogueIngredient;
  grams: number;
  gramsVia: GramsVia;
}

export type UnmatchedCode = 'no-match' | 'unknown-unit' | 'no-household-weight' | 'invalid-amount';

export interface UnmatchedLine {
  index: number;
  line: RecipeLine;
  code: UnmatchedCode;
  reason: string;
  /** The entry the name matched, when the name matched but the amount could not be weighed. */
  ingredient: CatalogueIngredient | null;
}

export interface ResolvedRecipe {
  resolved: ResolvedLine[];
  unmatched: UnmatchedLine[];
}

/**
 * A line measured in cans ("1 can chickpeas") names the canned food when the catalogue has one:
 * canned pulses measure a higher GI than pulses boiled from dry
 * (docs/decisions/0004-gi-adjustments.md). Canned entries share the boiled entry's id stem.
 */
function cannedFormFor(
  ingredient: CatalogueIngredient,
  unit: string,
  catalogue: IngredientCatalogue,
): CatalogueIngredient {
  if (readWrittenUnit(unit) !== 'can' || !ingredient.id.endsWith('-boiled')) return ingredient;
  return ingredientById(ingredient.id.replace(/-boiled$/, '-canned'), catalogue) ?? ingredient;
}

/** "large potato", "small onion": the size a counted row's name opens with (editor-name-of.ts). */
function sizeOf(name: string): 'small' | 'large' | null {
  const word = /^(small|large)\b/i.exec(name.trim())?.[1]?.toLowerCase();
  return word === 'small' || word === 'large' ? word : null;
}

export function resolveRecipeLines(
  lines: readonly RecipeLine[],
  catalogue: IngredientCatalogue,
): ResolvedRecipe {
  const resolved: ResolvedLine[] = [];
  const unmatched: UnmatchedLine[] = [];
  lines.forEach((line, index) => {
    const byId = line.ingredientId ? ingredientById(line.ingredientId, catalogue) : undefined;
    const named = byId ? undefined : matchIngredientName(line.name, catalogue)?.ingredient;
    const ingredient =
      byId ??
      (named
        ? soldDryFormFor(cannedFormFor(named, line.unit, catalogue), line, catalogue)
        : undefined);
    if (!ingredient) {
      const reason = 'Not in the ingredient catalogue';
      unmatched.push({ index, line, code: 'no-match', reason, ingredient: null });
      return;
    }
    const grams = amountToGrams(line.amount, line.unit, ingredient, sizeOf(line.name));
    if (!grams.ok) {
      unmatched.push({ index, line, code: grams.code, reason: grams.reason, ingredient });
      return;
    }
    resolved.push({ index, line, ingredient, grams: grams.grams, gramsVia: grams.via });
  });
  // A grain the recipe cooks in its own liquid goes in uncooked (uncooked-form.ts). Lines saved
  // with their food (an id) keep it: the cook or an earlier analysis chose it.
  const fromDry = linesCookedFromDry(
    resolved.filter((resolvedLine) => !resolvedLine.line.ingredientId),
    catalogue,
    (resolvedLine, uncooked) => {
      const { amount, unit, name } = resolvedLine.line;
      const grams = amountToGrams(amount, unit, uncooked, sizeOf(name));
      return grams.ok ? grams : null;
    },
  );
  for (const [resolvedLine, { ingredient, weighed }] of fromDry) {
    resolved[resolved.indexOf(resolvedLine)] = {
      ...resolvedLine,
      ingredient,
      grams: weighed.grams,
      gramsVia: weighed.via,
    };
  }
  return { resolved, unmatched };
}
