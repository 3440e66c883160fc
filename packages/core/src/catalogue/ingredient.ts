// The shape of one catalogue ingredient, as a zod schema: the data files in data/ are JSON and are
// validated against it when the catalogue loads (and in the tests), so a typo in a spreadsheet-edited
// value fails loudly at start, naming the file and the field. Every figure is per 100 g of the food
// as eaten (cooked where it is usually eaten cooked: "rice, white, boiled"; raw otherwise).
// Sources, analogy rules and tolerances: docs/decisions/0003-ingredient-catalogue.md.
import { z } from 'zod';

export const INGREDIENT_CATEGORIES = [
  'grains-flours',
  'bread-bakery',
  'pasta-noodles',
  'rice',
  'legumes',
  'vegetables',
  'fruit',
  'dairy',
  'meat',
  'fish-seafood',
  'eggs',
  'nuts-seeds',
  'oils-fats',
  'sugars-sweeteners',
  'sauces-condiments',
  'herbs-spices',
  'drinks',
  'other',
] as const;
export const ingredientCategorySchema = z.enum(INGREDIENT_CATEGORIES);
export type IngredientCategory = z.infer<typeof ingredientCategorySchema>;

/**
 * Published GI tables a figure can come from (glucose = 100):
 * - ITGI-2002: Foster-Powell, Holt, Brand-Miller. Am J Clin Nutr 2002;76(1):5-56
 * - ITGI-2008: Atkinson, Foster-Powell, Brand-Miller. Diabetes Care 2008;31(12):2281-2283
 * - ITGI-2021: Atkinson, Brand-Miller, Foster-Powell, Buyken, Goletzke. Am J Clin Nutr 2021;114(5):1625-1632
 * - SydneyGI: University of Sydney GI database, glycemicindex.com
 * - Livesey-2003: Livesey. Nutr Res Rev 2003;16(2):163-191 (GI of the polyols, pooled from published studies)
 */
export const GI_TABLES = [
  'ITGI-2002',
  'ITGI-2008',
  'ITGI-2021',
  'SydneyGI',
  'Livesey-2003',
] as const;
export const giTableSchema = z.enum(GI_TABLES);
export type GiTable = z.infer<typeof giTableSchema>;

/**
 * 'measured': the table reports this food (mean of its entries where several).
 * 'analogy': no measurement of this food; the figure is that of the nearest measured food named.
 */
export const sourceBasisSchema = z.enum(['measured', 'analogy']);

export const giSourceSchema = z.strictObject({
  table: giTableSchema,
  /** The food as the table names it (the measured food, or the nearest one when by analogy). */
  food: z.string().min(1),
  basis: sourceBasisSchema,
});
export type GiSource = z.infer<typeof giSourceSchema>;

export const nutritionSourceSchema = z.strictObject({
  /** A named public food composition table, e.g. 'USDA FoodData Central (SR Legacy)'. */
  table: z.string().min(1),
  /** The table's own identifier for the food (FDC id), when known. */
  id: z.number().int().positive().optional(),
  /** The table's description of the food. */
  food: z.string().min(1),
  /**
   * Absent = 'measured'. 'analogy' when the table has no entry for this food and the figures are
   * those of the nearest food it does have, named in `food` (basmati rice takes long-grain white
   * rice; paneer takes queso blanco).
   */
  basis: sourceBasisSchema.optional(),
});
export type NutritionSource = z.infer<typeof nutritionSourceSchema>;

const grams = z.number().min(0).max(100);

export const per100gSchema = z.strictObject({
  // Pure fat is about 900 kcal per 100 g; USDA lists some oils at 902 (specific factors).
  kcal: z.number().min(0).max(950),
  protein: grams,
  fat: grams,
  /** Available carbohydrate (total carbohydrate minus dietary fibre), grams. */
  carbs: grams,
  fibre: grams,
  sugars: grams,
  /**
   * Absent = none: ethanol, grams, for the few foods that carry it (wine, beer, sake, spirits,
   * mirin, vanilla extract). It holds 7 kcal/g, so without it the energy of those foods cannot be
   * reconciled with their macronutrients.
   */
  alcohol: grams.optional(),
});
export type Per100g = z.infer<typeof per100gSchema>;

const gramWeight = z.number().positive();

/** Gram weights of household measures. Absent where a measure makes no sense for the food. */
export const householdGramsSchema = z.strictObject({
  cup: gramWeight.optional(), // US cup, 236.588 ml
  tbsp: gramWeight.optional(), // 14.7868 ml
  tsp: gramWeight.optional(), // 4.92892 ml
  piece: gramWeight.optional(), // one typical item (a medium banana, a large egg, a slice of bread, a clove)
});
export type HouseholdGrams = z.infer<typeof householdGramsSchema>;

export const DEFAULT_UNITS = ['g', 'ml', 'piece', 'cup', 'tbsp', 'tsp'] as const;
export type DefaultUnit = (typeof DEFAULT_UNITS)[number];

export const catalogueIngredientSchema = z.strictObject({
  /** Stable slug, unique: 'rice-basmati-boiled'. Stored in recipe rows; never renamed. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The name cooks see, lower case, singular unless the food is always plural: 'basmati rice'. */
  name: z.string().min(1),
  category: ingredientCategorySchema,
  /** Other names, regional names and plurals, lower case: ['eggplant', 'aubergines']. Unique across the catalogue. */
  aliases: z.array(z.string().min(1)).readonly(),
  defaultUnit: z.enum(DEFAULT_UNITS),
  per100g: per100gSchema,
  nutritionSource: nutritionSourceSchema,
  /** GI (glucose = 100); null only for foods with 5 g or less available carbohydrate per 100 g. */
  gi: z.number().min(0).max(110).nullable(),
  giSource: giSourceSchema.nullable(),
  household: householdGramsSchema,
});
export type CatalogueIngredient = z.infer<typeof catalogueIngredientSchema>;

/** One data file: every ingredient of one category. */
export const catalogueFileSchema = z.array(catalogueIngredientSchema);
