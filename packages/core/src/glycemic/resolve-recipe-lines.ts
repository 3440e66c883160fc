// Recipe lines ({name, amount, unit}) -> catalogue entries and grams, or the reason a line cannot be
// counted. A line that carries an ingredientId (a saved recipe row) is looked up by id first.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { ingredientById, matchIngredientName } from '../matching/match-ingredient-name.ts';
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { amountToGrams, type GramsVia } from '../units/amount-to-grams.ts';

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

export function resolveRecipeLines(
  lines: readonly RecipeLine[],
  catalogue: IngredientCatalogue,
): ResolvedRecipe {
  const resolved: ResolvedLine[] = [];
  const unmatched: UnmatchedLine[] = [];
  lines.forEach((line, index) => {
    const byId = line.ingredientId ? ingredientById(line.ingredientId, catalogue) : undefined;
    const ingredient = byId ?? matchIngredientName(line.name, catalogue)?.ingredient;
    if (!ingredient) {
      const reason = 'Not in the ingredient catalogue';
      unmatched.push({ index, line, code: 'no-match', reason, ingredient: null });
      return;
    }
    const grams = amountToGrams(line.amount, line.unit, ingredient);
    if (!grams.ok) {
      unmatched.push({ index, line, code: grams.code, reason: grams.reason, ingredient });
      return;
    }
    resolved.push({ index, line, ingredient, grams: grams.grams, gramsVia: grams.via });
  });
  return { resolved, unmatched };
}
