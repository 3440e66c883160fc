// Payloads of the glycemic estimate call: request and response. The computation behind the
// response is estimateGlycemic (../glycemic/estimate-glycemic.ts), the same one the product uses
// everywhere.
//
// Decisions:
// - amount: a number, or a string holding a plain decimal number ("200", "1.5", ".5"), because
//   editor rows and shopping items carry amounts as strings (docs/product.md sections 3 and 5). Fractions
//   ("1/2"), exponents and anything negative, zero or non-finite are rejected.
// - unit: g, kg, ml, l, cup, tbsp, tsp, piece and the editor spellings of docs/product.md section 5 (cups,
//   pieces, tablespoon(s), teaspoon(s)), any letter case; output lower case.
// - servings: a whole number from 1 to 100.
import { z } from 'zod';
import { ESTIMATE_UNITS } from '../units/unit-lists.ts';
import { MAX_ENTERED_AMOUNT, MIN_ENTERED_AMOUNT } from '../shopping/limits.ts';
import { safeText } from './safe-text.ts';

export const MAX_ESTIMATE_INGREDIENTS = 200;
export const MAX_INGREDIENT_NAME_LENGTH = 200;
export const MAX_SERVINGS = 100;

const AMOUNT_MESSAGE = 'Amount must be a number above zero';
const UNIT_LIST = 'g, kg, ml, l, cup, tbsp, tsp or piece';

export const ingredientAmountSchema = z
  .union(
    [
      z.number({ error: AMOUNT_MESSAGE }),
      z
        .string({ error: AMOUNT_MESSAGE })
        .trim()
        .regex(/^(\d+(\.\d+)?|\.\d+)$/, AMOUNT_MESSAGE)
        .transform(Number),
    ],
    { error: AMOUNT_MESSAGE },
  )
  .pipe(
    z
      .number()
      .finite(AMOUNT_MESSAGE)
      .positive(AMOUNT_MESSAGE)
      // The database keeps amounts as 4-byte floats: 1e39 overflows and 1e-46 underflows them.
      .min(MIN_ENTERED_AMOUNT, `Amount must be at least ${MIN_ENTERED_AMOUNT}`)
      .max(MAX_ENTERED_AMOUNT, `Amount must be at most ${MAX_ENTERED_AMOUNT.toLocaleString('en')}`),
  );

export const estimateUnitSchema = z
  .string({ error: `Unit is required: use ${UNIT_LIST}` })
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(ESTIMATE_UNITS, {
      error: (issue) => `Unknown unit "${String(issue.input)}": use ${UNIT_LIST}`,
    }),
  );

export const estimateIngredientSchema = z.object({
  name: safeText({ error: 'Ingredient name is required' })
    .trim()
    .min(1, 'Ingredient name is required')
    .max(
      MAX_INGREDIENT_NAME_LENGTH,
      `Ingredient name must be at most ${MAX_INGREDIENT_NAME_LENGTH} characters`,
    ),
  amount: ingredientAmountSchema,
  unit: estimateUnitSchema,
});

export const glycemicEstimateRequestSchema = z.object({
  ingredients: z
    .array(estimateIngredientSchema, { error: 'Ingredients must be a list' })
    .min(1, 'Add at least one ingredient')
    .max(MAX_ESTIMATE_INGREDIENTS, `At most ${MAX_ESTIMATE_INGREDIENTS} ingredients`),
  servings: z
    .number({ error: 'Servings must be a number' })
    .int('Servings must be a whole number')
    .min(1, `Servings must be from 1 to ${MAX_SERVINGS}`)
    .max(MAX_SERVINGS, `Servings must be from 1 to ${MAX_SERVINGS}`),
});

export type GlycemicEstimateRequest = z.output<typeof glycemicEstimateRequestSchema>;
export type GlycemicEstimateRequestInput = z.input<typeof glycemicEstimateRequestSchema>;

const bandSchema = z.enum(['Low', 'Medium', 'High']);

export const glycemicEstimateResponseSchema = z.object({
  /** Meal GI (glucose = 100), rounded to an integer; null when no carbohydrate food has a GI. */
  glycemicIndex: z.number().nullable(),
  glycemicIndexBand: bandSchema.nullable(),
  /** Where the GI likely lies (glycemic-index-range.ts); null when there is no GI. */
  glycemicIndexRange: z.object({ low: z.number(), high: z.number() }).nullable(),
  glycemicLoadPerServing: z.number().nullable(),
  glycemicLoadBand: bandSchema.nullable(),
  nutritionPerServing: z.object({
    calories: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    fibre: z.number(),
  }),
  /** Lower bound of the share of carbohydrate that comes from GI-rated catalogue foods. */
  carbCoverage: z.number().min(0).max(1),
  unmatched: z.array(z.object({ name: z.string(), reason: z.string() })),
  swaps: z.array(
    z.object({
      from: z.string(),
      fromId: z.string(),
      to: z.string(),
      toId: z.string(),
      glycemicIndex: z.number().nullable(),
      glycemicLoadPerServing: z.number().nullable(),
    }),
  ),
  /** Where the numbers come from: computed from the ingredient catalogue. */
  source: z.literal('catalogue'),
});

export type GlycemicEstimateResponse = z.infer<typeof glycemicEstimateResponseSchema>;
