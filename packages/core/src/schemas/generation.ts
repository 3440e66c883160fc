// Payloads of recipe generation (docs/product.md sections 2, 5 and 7: POST /api/generateRecipe, a photo
// and a description in, a draft recipe out, opened in the editor at /editor?recipe={draft}).
//
// Two shapes:
// - generatedRecipeSchema: what a generator (the built-in chef or an AI provider) hands back,
//   before the engine has looked at it. Units are free text here; the server turns them into
//   the editor's units.
// - generationDraftSchema: what the API answers. Shaped like the editor's save payload (no id),
//   with the GI, GL and nutrition the engine computed from the ingredients, how much of the
//   carbohydrate it could rate, where the recipe came from, and Chef Roastie's one-line roast.
import { z } from 'zod';
import { EDITOR_UNITS } from '../units/unit-lists.ts';
import { safeText } from './safe-text.ts';
import { GI_BANDS, MAX_RECIPE_INGREDIENTS, MAX_RECIPE_STEPS, RECIPE_TYPES } from './recipes.ts';

export const DESCRIPTION_REQUIRED = 'Description is required';
/** What a cook types: a few words to a short paragraph. */
export const MAX_DISH_DESCRIPTION_LENGTH = 1000;
/** Text taken from an uploaded PDF, appended to the description. */
export const MAX_PDF_TEXT_LENGTH = 4000;

export const GENERATION_SOURCES = [
  'builtin',
  'openai',
  'openai-compatible',
  'google',
  'anthropic',
] as const;
export type GenerationSource = (typeof GENERATION_SOURCES)[number];

export const dishDescriptionSchema = safeText({ error: DESCRIPTION_REQUIRED })
  .trim()
  .min(1, DESCRIPTION_REQUIRED)
  .max(
    MAX_DISH_DESCRIPTION_LENGTH,
    `Description must be at most ${MAX_DISH_DESCRIPTION_LENGTH} characters`,
  );

/** The text fields of the multipart form (the photo travels beside them as a file). */
export const generateRecipeFieldsSchema = z.object({ dishDescription: dishDescriptionSchema });

const amount = z.number().finite().positive();
const text = (max: number) => z.string().trim().min(1).max(max);

export const generatedRecipeSchema = z.object({
  name: text(120),
  type: z.enum(RECIPE_TYPES),
  description: text(2000),
  cookTime: z.number().min(0).max(1440),
  servings: z.number().min(1).max(100),
  ingredients: z
    .array(z.object({ name: text(200), amount, unit: text(40) }))
    .min(1)
    .max(MAX_RECIPE_INGREDIENTS),
  instructions: z
    .array(z.object({ description: text(2000) }))
    .min(1)
    .max(MAX_RECIPE_STEPS),
  /** A provider's own guesses: kept only when the catalogue covers too little (analyseRecipe). */
  estimate: z
    .object({
      glycemicIndex: z.number().min(0).max(150).optional(),
      nutritionInfo: z
        .object({ calories: amount, protein: amount, carbs: amount, fat: amount })
        .partial()
        .optional(),
    })
    .optional(),
  /** Whether the generator actually looked at the photo (the built-in chef never does). */
  photoLooked: z.boolean(),
  notes: z.array(z.string().max(500)).max(10),
});
export type GeneratedRecipe = z.infer<typeof generatedRecipeSchema>;

export const draftIngredientSchema = z.object({
  name: text(200),
  amount,
  unit: z.enum(EDITOR_UNITS),
});

export const generationDraftSchema = z.object({
  name: text(120),
  type: z.enum(RECIPE_TYPES),
  description: text(2000),
  cookTime: z.number().min(0).max(1440),
  servings: z.number().min(1).max(100),
  /** The uploaded photo, stored: the editor saves it as the recipe's image. Null for a PDF. */
  imageUrl: z.string().nullable(),
  glycemicIndex: z.number().nullable(),
  nutritionInfo: z.object({
    calories: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
  }),
  instructions: z
    .array(z.object({ description: text(2000) }))
    .min(1)
    .max(MAX_RECIPE_STEPS),
  ingredients: z.array(draftIngredientSchema).min(1).max(MAX_RECIPE_INGREDIENTS),
  glycemicLoad: z.number().nullable(),
  giBand: z.enum(GI_BANDS).nullable(),
  glBand: z.enum(GI_BANDS).nullable(),
  /** 'computed' from the catalogue, or a provider's 'estimate' when coverage was too low. */
  giSource: z.enum(['computed', 'estimate']),
  /** Share of the carbohydrate the GI was computed from (0 to 1, a lower bound). */
  carbCoverage: z.number().min(0).max(1),
  source: z.enum(GENERATION_SOURCES),
  photoLooked: z.boolean(),
  roast: text(300),
  notes: z.array(z.string()).optional(),
});
export type GenerationDraft = z.infer<typeof generationDraftSchema>;
