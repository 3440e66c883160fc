// POST /api/recipes/import: a recipe from elsewhere (a page's address, a schema.org Recipe JSON-LD
// file, or pasted text) read into a draft the editor opens; the cook checks it and saves it
// (docs/product.md section 2; docs/decisions/0013-recipe-import-and-export.md).
import { z } from 'zod';
import { EDITOR_UNITS } from '../units/unit-lists.ts';
import { MAX_RECIPE_INGREDIENTS, MAX_RECIPE_STEPS, RECIPE_TYPES } from './recipes.ts';

export const MAX_IMPORT_TEXT_LENGTH = 20_000;
export const MAX_IMPORT_URL_LENGTH = 2000;

export const recipeImportRequestSchema = z.union(
  [
    z.object({
      url: z
        .string()
        .trim()
        .min(1, 'Give the page’s address')
        .max(
          MAX_IMPORT_URL_LENGTH,
          `An address can be at most ${MAX_IMPORT_URL_LENGTH} characters`,
        ),
    }),
    z.object({
      text: z
        .string()
        .trim()
        .min(1, 'Paste the recipe’s text')
        .max(
          MAX_IMPORT_TEXT_LENGTH,
          `A pasted recipe can be at most ${MAX_IMPORT_TEXT_LENGTH} characters`,
        ),
    }),
    z.object({ jsonLd: z.unknown().refine((v) => v !== undefined, 'Send the JSON-LD') }),
  ],
  { error: 'Send a page address (url), a recipe’s text (text) or a schema.org Recipe (jsonLd)' },
);
export type RecipeImportRequest = z.infer<typeof recipeImportRequestSchema>;

export const importedIngredientSchema = z.object({
  /** The line as the source wrote it, for the cook to check against. */
  line: z.string(),
  name: z.string(),
  /** Null when the line gave no amount the editor can hold ("salt to taste"): the cook adds one. */
  amount: z.number().positive().nullable(),
  unit: z.enum(EDITOR_UNITS),
  ingredientId: z.string().nullable(),
});
export type ImportedIngredient = z.infer<typeof importedIngredientSchema>;

export const recipeImportDraftSchema = z.object({
  name: z.string().max(120),
  /** Null when nothing tells breakfast, lunch, dinner or dessert: the cook picks. */
  type: z.enum(RECIPE_TYPES).nullable(),
  description: z.string().max(2000),
  cookTime: z.number().min(0).max(1440).nullable(),
  servings: z.number().min(1).max(100).nullable(),
  /** Always null: a page's photo is not copied; the cook adds their own. */
  imageUrl: z.null(),
  instructions: z.array(z.object({ description: z.string().max(2000) })).max(MAX_RECIPE_STEPS),
  ingredients: z.array(importedIngredientSchema).max(MAX_RECIPE_INGREDIENTS),
  /** Where it came from: the page's address, 'JSON-LD' or 'text'. */
  source: z.string(),
  /** What the cook should check, in Chef Roastie's words (shown above the editor). */
  notes: z.array(z.string()),
});
export type RecipeImportDraft = z.infer<typeof recipeImportDraftSchema>;
