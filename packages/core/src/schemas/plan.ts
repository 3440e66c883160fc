// The meal planner's calls (docs/product.md section 10): GET /api/plan?week= answers the cook's week,
// PUT /api/plan saves it if it is still at baseVersion (else 409 with the current week, as the
// shopping list does), GET /api/plan/suggestions offers recipes for an empty slot.
import { z } from 'zod';
import { MAX_DAILY_GL_BUDGET, MIN_DAILY_GL_BUDGET } from '../planner/daily-gl-budget.ts';
import { daysOfWeek, isCalendarDate, isIsoWeek, type IsoWeek } from '../planner/iso-week.ts';
import { PLAN_SLOTS } from '../planner/plan-slots.ts';
import { DIETS, GI_BANDS, RECIPE_TYPES } from './recipes.ts';
import { MAX_LIST_VERSION } from './shopping.ts';

/** 7 days x 4 slots with room for a side or two in each. */
export const MAX_PLAN_ENTRIES = 84;
export const MIN_PLAN_SERVINGS = 0.25;
export const MAX_PLAN_SERVINGS = 20;
export const MAX_PLAN_SUGGESTIONS = 6;

export const isoWeekSchema = z
  .string({ error: 'Say which week, as 2026-W48.' })
  .refine(isIsoWeek, { error: 'That is not a week: write it as 2026-W48.' })
  .transform((week) => week as IsoWeek);

export const planWeekQuerySchema = z.object({ week: isoWeekSchema });

export const planEntrySchema = z.object({
  id: z.string().min(1).max(100),
  date: z.string().refine(isCalendarDate, { error: 'That is not a day: write it as 2026-11-23.' }),
  slot: z.enum(PLAN_SLOTS, { error: 'Pick breakfast, lunch, dinner or snack.' }),
  recipeId: z.uuid({ error: 'That is not a recipe id' }),
  servings: z
    .number({ error: 'Servings must be a number' })
    .min(MIN_PLAN_SERVINGS, `Servings must be at least ${MIN_PLAN_SERVINGS}`)
    .max(MAX_PLAN_SERVINGS, `Servings must be at most ${MAX_PLAN_SERVINGS}`),
});
export type PlanEntry = z.infer<typeof planEntrySchema>;

export const planPutSchema = z
  .object({
    week: isoWeekSchema,
    // Stored as a 4-byte integer like the shopping list's, and a save adds one to it.
    baseVersion: z
      .number({ error: 'Say which version of the week you started from' })
      .int('That week version is not one Chef Roastie handed out')
      .min(0, 'That week version is not one Chef Roastie handed out')
      .max(MAX_LIST_VERSION - 1, 'That week version is not one Chef Roastie handed out'),
    entries: z
      .array(planEntrySchema)
      .max(MAX_PLAN_ENTRIES, `A week holds at most ${MAX_PLAN_ENTRIES} planned dishes`),
  })
  .superRefine((plan, context) => {
    // Zod runs this refinement even when the week itself failed its check: nothing to compare then.
    if (!isIsoWeek(plan.week)) return;
    const days = new Set(daysOfWeek(plan.week));
    const ids = new Set<string>();
    plan.entries.forEach((entry, index) => {
      if (!days.has(entry.date)) {
        context.addIssue({
          code: 'custom',
          path: ['entries', index, 'date'],
          message: `${entry.date} is not in ${plan.week}`,
        });
      }
      if (ids.has(entry.id)) {
        context.addIssue({
          code: 'custom',
          path: ['entries', index, 'id'],
          message: 'Entry ids must be unique',
        });
      }
      ids.add(entry.id);
    });
  });
export type PlanPut = z.infer<typeof planPutSchema>;

/** What the planner needs of a recipe: per-serving figures (null where the engine has none). */
export const planRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(RECIPE_TYPES),
  image: z.string().nullable(),
  servings: z.number(),
  glycemicLoad: z.number().nullable(),
  glBand: z.enum(GI_BANDS).nullable(),
  carbs: z.number().nullable(),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  diet: z.enum(DIETS).nullable(),
});
export type PlanRecipe = z.infer<typeof planRecipeSchema>;

export const planResponseSchema = z.object({
  week: z.string(),
  version: z.number().int().min(0),
  entries: z.array(planEntrySchema),
  /** The planned recipes that still exist; an entry whose recipe was deleted has none here. */
  recipes: z.array(planRecipeSchema),
  dailyGlBudget: z.number(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

export const planSuggestionsQuerySchema = z.object({
  week: isoWeekSchema,
  date: z.string().refine(isCalendarDate, { error: 'That is not a day: write it as 2026-11-23.' }),
  slot: z.enum(PLAN_SLOTS, { error: 'Pick breakfast, lunch, dinner or snack.' }),
});
export const planSuggestionsResponseSchema = z.object({
  recipes: z.array(planRecipeSchema),
  /** GL left in the day's budget before this slot is filled. */
  remaining: z.number(),
});

export const dailyGlBudgetBodySchema = z.object({
  dailyGlBudget: z
    .number({ error: 'The budget must be a number' })
    .int('The budget must be a whole number')
    .min(MIN_DAILY_GL_BUDGET, `The budget must be at least ${MIN_DAILY_GL_BUDGET}`)
    .max(MAX_DAILY_GL_BUDGET, `The budget must be at most ${MAX_DAILY_GL_BUDGET}`)
    .nullable(),
});
export const dailyGlBudgetResponseSchema = z.object({ dailyGlBudget: z.number() });
