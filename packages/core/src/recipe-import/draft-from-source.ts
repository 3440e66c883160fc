// A RecipeSource and its parsed ingredient lines made into the draft the editor opens: editor
// units, a guessed type, bounded text, and notes telling the cook what to check (an amount the
// source left out, a food the catalogue does not know, a photo left on its page).
import type { ParsedIngredient } from '../schemas/ingredient-parse.ts';
import type { RecipeImportDraft } from '../schemas/recipe-import.ts';
import { MAX_RECIPE_INGREDIENTS, MAX_RECIPE_STEPS } from '../schemas/recipes.ts';
import { editorAmountOf } from './editor-amount-of.ts';
import { editorNameOf } from './editor-name-of.ts';
import { guessRecipeType } from './guess-recipe-type.ts';
import type { RecipeSource } from './recipe-source.ts';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function draftFromSource(
  source: RecipeSource,
  parsed: readonly ParsedIngredient[],
  origin: string,
): RecipeImportDraft {
  const ingredients = parsed.slice(0, MAX_RECIPE_INGREDIENTS).map((line) => ({
    line: line.line,
    name: clip(editorNameOf(line), 200),
    ...editorAmountOf(line),
    ingredientId: line.ingredientId,
  }));
  const notes: string[] = [];
  const noAmount = ingredients.filter((row) => row.amount === null).map((row) => row.name);
  if (noAmount.length > 0) {
    notes.push(`No amount given for ${noAmount.join(', ')}: add one, or remove the row.`);
  }
  const unknown = ingredients.filter((row) => row.ingredientId === null).map((row) => row.name);
  if (unknown.length > 0) {
    notes.push(
      `Not in Chef Roastie's ingredient list, so not counted in the GI: ${unknown.join(', ')}. Renaming them may help.`,
    );
  }
  if (source.imageUrl) notes.push('The photo stayed on its page: add your own if you like.');
  if (parsed.length > MAX_RECIPE_INGREDIENTS || source.steps.length > MAX_RECIPE_STEPS) {
    notes.push('That recipe was very long, so only the start of it came across.');
  }
  return {
    name: clip(source.name, 120),
    type: guessRecipeType(source.categories, source.name),
    description: clip(source.description, 2000),
    cookTime: source.totalMinutes === null ? null : Math.min(1440, source.totalMinutes),
    servings: source.servings,
    imageUrl: null,
    instructions: source.steps
      .slice(0, MAX_RECIPE_STEPS)
      .map((step) => ({ description: clip(step, 2000) })),
    ingredients,
    source: origin,
    notes,
  };
}
