// A schema.org Recipe (from JSON-LD, or microdata read into the same shape) as a RecipeSource:
// ingredient lines, the method from a string, a list of strings, HowToStep or HowToSection
// (nested), ISO 8601 times, recipeYield as a number, text or list, and the image as a string, an
// ImageObject or a list (docs/decisions/0013-recipe-import-and-export.md).
import { isIngredientHeading } from './ingredient-heading.ts';
import { durationMinutes } from './iso-duration.ts';
import { findRecipeNode, hasType } from './find-recipe-node.ts';
import { plainLine, plainText } from './plain-text.ts';
import { emptyRecipeSource, type RecipeSource } from './recipe-source.ts';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? plainLine(value)
    : typeof value === 'number'
      ? String(value)
      : isObject(value) && ('@value' in value || 'name' in value)
        ? textOf(value['@value'] ?? value.name)
        : '';

function ingredientLines(node: JsonObject): string[] {
  return listOf(node.recipeIngredient ?? node.ingredients)
    .flatMap((item) => (typeof item === 'string' ? plainText(item).split('\n') : [textOf(item)]))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !isIngredientHeading(line));
}

/** A method's steps, sections flattened; a section's name leads its first step. */
function stepsOf(value: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  if (typeof value === 'string') {
    return plainText(value)
      .split('\n')
      .map((line) => line.replace(/^\s*(?:step\s*)?\d+[.):]\s+/i, '').trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap((item) => stepsOf(item, depth + 1));
  if (!isObject(value)) return [];
  const children = value.itemListElement ?? value.steps;
  if (children !== undefined && (hasType(value, 'HowToSection') || !('text' in value))) {
    const inner = stepsOf(children, depth + 1);
    const title = textOf(value.name);
    if (title && inner.length > 0 && hasType(value, 'HowToSection')) {
      inner[0] = `${title.replace(/:$/, '')}: ${inner[0]}`;
    }
    return inner;
  }
  const text = textOf(value.text) || textOf(value.description) || textOf(value.name);
  return text ? [text] : [];
}

/** The first whole number in a yield: 4, "4", "4 servings", "Serves 4-6", ["4", "4 servings"]. */
function servingsOf(value: unknown): number | null {
  for (const item of listOf(value)) {
    const found = typeof item === 'number' ? item : Number(/\d+/.exec(textOf(item))?.[0]);
    if (Number.isFinite(found) && found >= 1) return Math.min(100, Math.round(found));
  }
  return null;
}

function imageOf(value: unknown): string | null {
  for (const item of listOf(value)) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    if (isObject(item)) {
      const url = imageOf(item.url ?? item.contentUrl ?? item['@id']);
      if (url) return url;
    }
  }
  return null;
}

function minutesOf(node: JsonObject): number | null {
  const total = durationMinutes(node.totalTime);
  if (total !== null && total > 0) return total;
  const parts = [durationMinutes(node.prepTime), durationMinutes(node.cookTime)];
  const known = parts.filter((m): m is number => m !== null);
  return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
}

function categoriesOf(node: JsonObject): string[] {
  return [...listOf(node.recipeCategory), ...listOf(node.keywords), ...listOf(node.recipeCourse)]
    .flatMap((item) => textOf(item).split(','))
    .map((word) => word.trim())
    .filter(Boolean);
}

/** Reads a Recipe node (or any JSON-LD holding one); null when there is no Recipe in it. */
export function readJsonLdRecipe(data: unknown): RecipeSource | null {
  const node = findRecipeNode(data);
  if (!node) return null;
  return {
    ...emptyRecipeSource(),
    name: textOf(node.name) || textOf(node.headline),
    description: plainLine(typeof node.description === 'string' ? node.description : ''),
    ingredientLines: ingredientLines(node),
    steps: stepsOf(node.recipeInstructions),
    totalMinutes: minutesOf(node),
    servings: servingsOf(node.recipeYield ?? node.yield),
    imageUrl: imageOf(node.image),
    categories: categoriesOf(node),
  };
}
