// Payloads of the recipe calls (docs/product.md sections 3, 5 and 7): the save payload the editor sends,
// the recipe and card shapes the API answers, list, search, random and like calls.
import { z } from 'zod';
import { ingredientAmountSchema, estimateUnitSchema } from './glycemic.ts';
import { safeText } from './safe-text.ts';

export const RECIPE_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert'] as const;
export type RecipeType = (typeof RECIPE_TYPES)[number];
export const GI_BANDS = ['Low', 'Medium', 'High'] as const;
export const DIETS = ['vegan', 'vegetarian', 'pescatarian', 'omnivore'] as const;
export type Diet = (typeof DIETS)[number];
/** The gallery's diet filter: vegetarian includes vegan recipes. */
export const DIET_FILTERS = ['vegetarian', 'vegan'] as const;
export type DietFilter = (typeof DIET_FILTERS)[number];

export const MAX_RECIPE_INGREDIENTS = 100;
export const MAX_RECIPE_STEPS = 60;

/** A number, or a string holding one (the editor's inputs are text); empty means "not given". */
const optionalNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: `${label} must be a number` })
      .finite(`${label} must be a number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

const requiredText = (label: string, max: number) =>
  safeText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const recipeIngredientInputSchema = z.object({
  id: safeText().max(100).optional(),
  name: requiredText('Ingredient name', 200),
  amount: ingredientAmountSchema,
  unit: estimateUnitSchema,
});

export const recipeSavePayloadSchema = z.object({
  name: requiredText('Name', 120),
  type: z.enum(RECIPE_TYPES, { error: 'Type must be Breakfast, Lunch, Dinner or Dessert' }),
  description: requiredText('Description', 2000),
  cookTime: optionalNumber('Cook time', 0, 1440),
  servings: optionalNumber('Servings', 1, 100),
  imageUrl: safeText().max(500).nullish(),
  glycemicIndex: optionalNumber('Glycemic index', 0, 150),
  nutritionInfo: z
    .object({
      calories: optionalNumber('Calories', 0, 10000),
      protein: optionalNumber('Protein', 0, 1000),
      carbs: optionalNumber('Carbs', 0, 1000),
      fat: optionalNumber('Fat', 0, 1000),
    })
    .optional(),
  instructions: z
    .array(z.object({ description: requiredText('Each step', 2000) }), {
      error: 'Instructions must be a list of steps',
    })
    .max(MAX_RECIPE_STEPS, `At most ${MAX_RECIPE_STEPS} steps`),
  ingredients: z
    .array(recipeIngredientInputSchema, { error: 'Ingredients must be a list' })
    .min(1, 'Add at least one ingredient')
    .max(MAX_RECIPE_INGREDIENTS, `At most ${MAX_RECIPE_INGREDIENTS} ingredients`),
});
export type RecipeSavePayload = z.infer<typeof recipeSavePayloadSchema>;

export const nutritionPerServingSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fibre: z.number(),
  sugars: z.number(),
});

export const authorSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    avatarUrl: z.string().nullable(),
  })
  .nullable();

export const recipeCardSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  type: z.enum(RECIPE_TYPES),
  image: z.string().nullable(),
  imageSrcSet: z.string().nullable(),
  imagePlaceholder: z.string().nullable(),
  glycemic_index: z.number().nullable(),
  gi_band: z.enum(GI_BANDS).nullable(),
  /** Where the GI likely lies; null when there is no GI or it is the author's stated one. */
  gi_low: z.number().nullable().default(null),
  gi_high: z.number().nullable().default(null),
  /** Glycemic load per serving and its band, shown beside the GI everywhere a band is. */
  glycemic_load: z.number().nullable().default(null),
  gl_band: z.enum(GI_BANDS).nullable().default(null),
  cook_time: z.number(),
  likes: z.number(),
  author: authorSchema,
  created_at: z.string(),
});
export type RecipeCard = z.infer<typeof recipeCardSchema>;

export const giProvenanceSchema = z.object({
  source: z.enum(['computed', 'estimate']),
  nutritionSource: z.enum(['computed', 'estimate']),
  carbCoverage: z.number(),
  plainGlycemicIndex: z.number().nullable(),
  unmatched: z.array(z.object({ name: z.string(), reason: z.string() })),
  contributions: z.array(
    z.object({
      name: z.string(),
      ingredientName: z.string(),
      grams: z.number(),
      carbs: z.number(),
      gi: z.number().nullable(),
      giSource: z.object({ table: z.string(), food: z.string(), basis: z.string() }).nullable(),
      glShare: z.number(),
    }),
  ),
});
export type GiProvenance = z.infer<typeof giProvenanceSchema>;

export const recipeIngredientRowSchema = z.object({
  id: z.string(),
  ingredient_id: z.string().nullable(),
  amount: z.number(),
  unit: z.string(),
  ingredients: z.object({ name: z.string(), unit: z.string() }),
});

export const recipeSchema = recipeCardSchema.extend({
  servings: z.number(),
  instructions: z.array(z.object({ description: z.string() })),
  nutrition_info: nutritionPerServingSchema,
  /** The author's own GI, shown only when Roastie has no estimate (gi_provenance.source). */
  stated_glycemic_index: z.number().nullable().default(null),
  gi_provenance: giProvenanceSchema,
  diet: z.enum(DIETS).nullable(),
  ingredients: z.array(recipeIngredientRowSchema),
  likedByMe: z.boolean(),
  updated_at: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipeListQuerySchema = z.object({
  type: z
    .enum(RECIPE_TYPES, { error: 'Type must be Breakfast, Lunch, Dinner or Dessert' })
    .optional(),
  gi: z.enum(GI_BANDS, { error: 'GI must be Low, Medium or High' }).optional(),
  /** Glycemic load per serving band (core glycemic/bands.ts: Low up to 10, Medium 11-19, High 20+). */
  gl: z.enum(GI_BANDS, { error: 'GL must be Low, Medium or High' }).optional(),
  diet: z.enum(DIET_FILTERS, { error: 'Diet must be vegetarian or vegan' }).optional(),
  author: z.enum(['me'], { error: "author can only be 'me'" }).optional(),
  liked: z.enum(['me'], { error: "liked can only be 'me'" }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export const recipeListResponseSchema = z.object({
  data: z.array(recipeCardSchema),
  nextCursor: z.string().nullable(),
});

export const recipeIdParamsSchema = z.object({ id: z.uuid({ error: 'That is not a recipe id' }) });
export const savedRecipeResponseSchema = z.object({ recipe: z.object({ id: z.string() }) });

export const searchRequestSchema = z.object({
  query: safeText({ error: 'Please enter a search query.' })
    .trim()
    .min(1, 'Please enter a search query.')
    .max(200, 'That search is too long: 200 characters at most.')
    // A run of dashes is a run of NOTs to PostgreSQL's web search syntax, and past 32 of them it
    // fails (a 500, issue 14): one dash means the same.
    .transform((query) => query.replace(/-[\s-]*-/g, '-')),
});
export const MAX_SEARCH_RESULTS = 24;
export const searchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  glycemic_index: z.number().nullable(),
  gi_band: z.enum(GI_BANDS).nullable(),
  glycemic_load: z.number().nullable().default(null),
  gl_band: z.enum(GI_BANDS).nullable().default(null),
});
export const searchResponseSchema = z.array(searchResultSchema);

export const randomQuerySchema = z.object({
  type: z.enum(RECIPE_TYPES).optional(),
  gi: z.enum(GI_BANDS).optional(),
});
export const randomResponseSchema = z.object({ recipe: recipeCardSchema });

export const likeBodySchema = z.object({ recipeId: z.uuid({ error: 'That is not a recipe id' }) });
export const likesResponseSchema = z.object({
  likedRecipes: z.array(z.string()),
  count: z.number(),
});
export const likeChangeResponseSchema = z.object({ ok: z.literal(true), likes: z.number() });
export const recipeIdQuerySchema = z.object({
  recipe_id: z.uuid({ error: 'That is not a recipe id' }),
});
