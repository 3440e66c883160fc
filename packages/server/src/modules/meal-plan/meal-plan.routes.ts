// The meal planner's calls (docs/product.md section 10), owner-only: a cook reads and writes only
// their own weeks (the session says whose). A PUT names the version it started from; when another
// device saved since, the answer is a 409 carrying the current week, so the client re-applies
// its change and tries again instead of overwriting.
import {
  MAX_PLAN_SUGGESTIONS,
  daysOfWeek,
  dailyGlBudgetBodySchema,
  dailyGlBudgetResponseSchema,
  effectiveBudget,
  planPutSchema,
  planResponseSchema,
  planSuggestionsQuerySchema,
  planSuggestionsResponseSchema,
  planWeekQuerySchema,
  preferredDiet,
  remainingBudget,
  SLOT_RECIPE_TYPES,
  suggestForSlot,
  type PlanResponse,
} from '@roastie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-errors.ts';
import {
  findPlan,
  findPlanRecipes,
  findPlanSettings,
  findSuggestionCandidates,
  saveDailyGlBudget,
  savePlan,
  type StoredPlan,
} from './meal-plan.repository.ts';

export const PLAN_CONFLICT_MESSAGE =
  'Another device changed this week in the meantime: here is the current plan, try again.';

/** How many low-GL candidates are read before the diet and same-day rules pick the suggestions. */
const SUGGESTION_CANDIDATES = 200;

const conflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  current: planResponseSchema,
});

async function withRecipes(
  db: Database,
  plan: StoredPlan,
  dailyGlBudget: number | null,
): Promise<PlanResponse> {
  const recipes = await findPlanRecipes(
    db,
    plan.entries.map((entry) => entry.recipeId),
  );
  return { ...plan, recipes, dailyGlBudget: effectiveBudget(dailyGlBudget) };
}

export const mealPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plan',
    {
      schema: {
        tags: ['plan'],
        summary: 'Your meal plan for an ISO week (empty at version 0 before the first save)',
        querystring: planWeekQuerySchema,
        response: { 200: planResponseSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const [plan, settings] = await Promise.all([
        findPlan(app.db, user.id, request.query.week),
        findPlanSettings(app.db, user.id),
      ]);
      return withRecipes(app.db, plan, settings.dailyGlBudget);
    },
  );

  app.put(
    '/api/plan',
    {
      schema: {
        tags: ['plan'],
        summary:
          'Save a week of your plan if it is still at baseVersion (else 409 with the current)',
        body: planPutSchema,
        response: { 200: planResponseSchema, 409: conflictSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { week, entries, baseVersion } = request.body;
      reply.header('cache-control', 'private, no-store');
      const [outcome, settings] = await Promise.all([
        savePlan(app.db, user.id, week, entries, baseVersion),
        findPlanSettings(app.db, user.id),
      ]);
      if (outcome.saved) return withRecipes(app.db, outcome.plan, settings.dailyGlBudget);
      const current = await withRecipes(app.db, outcome.current, settings.dailyGlBudget);
      return reply
        .status(409)
        .send({ statusCode: 409 as const, error: PLAN_CONFLICT_MESSAGE, current });
    },
  );

  app.get(
    '/api/plan/suggestions',
    {
      schema: {
        tags: ['plan'],
        summary:
          "Recipes for an empty slot: its meal type, within the day's remaining GL budget and your diet, lowest GL first",
        querystring: planSuggestionsQuerySchema,
        response: { 200: planSuggestionsResponseSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { week, date, slot } = request.query;
      if (!daysOfWeek(week).includes(date)) throw badRequest(`${date} is not in ${week}`);
      reply.header('cache-control', 'private, no-store');
      const [plan, settings] = await Promise.all([
        findPlan(app.db, user.id, week),
        findPlanSettings(app.db, user.id),
      ]);
      const planned = await findPlanRecipes(
        app.db,
        plan.entries.map((entry) => entry.recipeId),
      );
      const byId = new Map(planned.map((recipe) => [recipe.id, recipe]));
      const remaining = Math.floor(
        remainingBudget(date, plan.entries, byId, effectiveBudget(settings.dailyGlBudget)),
      );
      const candidates = await findSuggestionCandidates(
        app.db,
        SLOT_RECIPE_TYPES[slot],
        remaining,
        SUGGESTION_CANDIDATES,
      );
      const recipes = suggestForSlot(candidates, plan.entries, {
        date,
        slot,
        remaining,
        diet: preferredDiet(settings.foodPreferences),
        limit: MAX_PLAN_SUGGESTIONS,
      });
      return { recipes, remaining };
    },
  );

  app.put(
    '/api/plan/budget',
    {
      schema: {
        tags: ['plan'],
        summary: 'Set your daily glycemic-load budget (null: back to the default)',
        body: dailyGlBudgetBodySchema,
        response: { 200: dailyGlBudgetResponseSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      await saveDailyGlBudget(app.db, user.id, request.body.dailyGlBudget);
      return { dailyGlBudget: effectiveBudget(request.body.dailyGlBudget) };
    },
  );
};

// `app.register(import(...))` in app.ts takes the default export.
export default mealPlanRoutes;
