import type { PlanEntry, PlanResponse } from '@roastie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, lentilSoup, whiteToast } from '../../../test/helpers/recipes.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { PLAN_CONFLICT_MESSAGE } from './meal-plan.routes.ts';

const WEEK = '2026-W48';

describe('/api/plan', () => {
  let app: FastifyInstance;
  let chef: SignedIn;
  let soupId: string;
  let toastId: string;

  const get = (who: SignedIn | null, url: string) =>
    app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const put = (who: SignedIn | null, url: string, payload: object) =>
    app.inject({ method: 'PUT', url, headers: who ? { cookie: who.cookie } : {}, payload });
  const entry = (over: Partial<PlanEntry> & { id: string }): PlanEntry => ({
    date: '2026-11-23',
    slot: 'lunch',
    recipeId: soupId,
    servings: 1,
    ...over,
  });

  beforeAll(async () => {
    app = await createTestApp();
    chef = await signInAs(app);
    soupId = await createRecipe(app, chef, lentilSoup);
    toastId = await createRecipe(app, chef, whiteToast);
  });
  afterAll(() => app.close());

  it('is for signed-in cooks only', async () => {
    expect((await get(null, `/api/plan?week=${WEEK}`)).statusCode).toBe(401);
    expect(
      (await put(null, '/api/plan', { week: WEEK, baseVersion: 0, entries: [] })).statusCode,
    ).toBe(401);
    expect(
      (await get(null, `/api/plan/suggestions?week=${WEEK}&date=2026-11-23&slot=lunch`)).statusCode,
    ).toBe(401);
    expect((await put(null, '/api/plan/budget', { dailyGlBudget: 60 })).statusCode).toBe(401);
  });

  it('answers an empty week at version 0, then round-trips with each recipe per serving', async () => {
    const cook = await signInAs(app);
    const empty = await get(cook, `/api/plan?week=${WEEK}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(empty.json()).toEqual({
      week: WEEK,
      version: 0,
      entries: [],
      recipes: [],
      dailyGlBudget: 80,
    });

    const entries = [
      entry({ id: 'e1', servings: 2 }),
      entry({ id: 'e2', slot: 'breakfast', recipeId: toastId }),
    ];
    const saved = await put(cook, '/api/plan', { week: WEEK, baseVersion: 0, entries });
    expect(saved.statusCode).toBe(200);
    const plan: PlanResponse = saved.json();
    expect(plan.version).toBe(1);
    expect(plan.entries).toEqual(entries);
    const soup = plan.recipes.find((r) => r.id === soupId);
    expect(soup).toMatchObject({ name: 'Red lentil soup', type: 'Lunch', servings: 4 });
    expect(soup?.glycemicLoad).toEqual(expect.any(Number));
    expect(soup?.carbs).toBeGreaterThan(0);
    const again = (await get(cook, `/api/plan?week=${WEEK}`)).json();
    expect(again).toEqual(plan);
    // Another week is its own plan.
    expect((await get(cook, '/api/plan?week=2026-W49')).json().entries).toEqual([]);
  });

  it('refuses a stale version with 409 and the current week, and keeps the plan', async () => {
    const cook = await signInAs(app);
    await put(cook, '/api/plan', { week: WEEK, baseVersion: 0, entries: [entry({ id: 'a' })] });
    await put(cook, '/api/plan', {
      week: WEEK,
      baseVersion: 1,
      entries: [entry({ id: 'a' }), entry({ id: 'b', slot: 'dinner' })],
    });
    const stale = await put(cook, '/api/plan', { week: WEEK, baseVersion: 1, entries: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      error: PLAN_CONFLICT_MESSAGE,
      current: { version: 2, entries: [{ id: 'a' }, { id: 'b' }] },
    });
    expect(
      (await put(cook, '/api/plan', { week: WEEK, baseVersion: 0, entries: [] })).statusCode,
    ).toBe(409);
    expect((await get(cook, `/api/plan?week=${WEEK}`)).json().entries).toHaveLength(2);
  });

  it('lets exactly one of several writes based on the same version win', async () => {
    const cook = await signInAs(app);
    for (const baseVersion of [0, 1]) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          put(cook, '/api/plan', { week: WEEK, baseVersion, entries: [entry({ id: `w${i}` })] }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    }
  });

  it('keeps each cook to their own plan', async () => {
    const owner = await signInAs(app);
    const other = await signInAs(app);
    await put(owner, '/api/plan', { week: WEEK, baseVersion: 0, entries: [entry({ id: 'mine' })] });
    expect((await get(other, `/api/plan?week=${WEEK}`)).json().entries).toEqual([]);
    // The other cook's first write makes their own week, never touching the owner's.
    await put(other, '/api/plan', { week: WEEK, baseVersion: 0, entries: [] });
    expect((await get(owner, `/api/plan?week=${WEEK}`)).json().entries).toHaveLength(1);
  });

  it('refuses weeks, days, slots and servings that make no sense with a 400', async () => {
    const cook = await signInAs(app);
    const bad = [
      { week: '2025-W53', baseVersion: 0, entries: [] },
      { week: WEEK, baseVersion: 0, entries: [entry({ id: 'x', date: '2026-12-01' })] },
      { week: WEEK, baseVersion: 0, entries: [entry({ id: 'x', date: '2026-02-30' })] },
      { week: WEEK, baseVersion: 0, entries: [{ ...entry({ id: 'x' }), slot: 'brunch' }] },
      { week: WEEK, baseVersion: 0, entries: [entry({ id: 'x', servings: -1 })] },
      { week: WEEK, baseVersion: 0, entries: [entry({ id: 'x', recipeId: 'not-a-uuid' })] },
      { week: WEEK, baseVersion: 2 ** 31, entries: [] },
    ];
    for (const payload of bad) {
      const res = await put(cook, '/api/plan', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error ?? res.json().message).toEqual(expect.any(String));
    }
    expect((await get(cook, '/api/plan?week=2026-48')).statusCode).toBe(400);
    expect((await get(cook, '/api/plan')).statusCode).toBe(400);
  });

  it('shows an entry whose recipe was deleted without its figures', async () => {
    const cook = await signInAs(app);
    const gone = '00000000-0000-4000-8000-000000000000';
    const saved = await put(cook, '/api/plan', {
      week: WEEK,
      baseVersion: 0,
      entries: [entry({ id: 'g', recipeId: gone })],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ entries: [{ recipeId: gone }], recipes: [] });
  });

  it('saves the daily GL budget, and back to the default with null', async () => {
    const cook = await signInAs(app);
    const set = await put(cook, '/api/plan/budget', { dailyGlBudget: 60 });
    expect(set.json()).toEqual({ dailyGlBudget: 60 });
    expect((await get(cook, `/api/plan?week=${WEEK}`)).json().dailyGlBudget).toBe(60);
    expect((await put(cook, '/api/plan/budget', { dailyGlBudget: 5 })).statusCode).toBe(400);
    expect((await put(cook, '/api/plan/budget', { dailyGlBudget: 60.5 })).statusCode).toBe(400);
    await put(cook, '/api/plan/budget', { dailyGlBudget: null });
    expect((await get(cook, `/api/plan?week=${WEEK}`)).json().dailyGlBudget).toBe(80);
  });

  it('suggests recipes of the slot type within the remaining budget, lowest GL first, none twice a day', async () => {
    const cook = await signInAs(app);
    const url = (slot: string, date = '2026-11-25') =>
      `/api/plan/suggestions?week=${WEEK}&date=${date}&slot=${slot}`;
    const lunch = await get(cook, url('lunch'));
    expect(lunch.statusCode).toBe(200);
    const { recipes, remaining } = lunch.json() as {
      recipes: PlanResponse['recipes'];
      remaining: number;
    };
    expect(remaining).toBe(80);
    expect(recipes.length).toBeGreaterThan(0);
    const loads = recipes.map((r) => r.glycemicLoad ?? Infinity);
    expect(loads).toEqual([...loads].sort((a, b) => a - b));
    for (const r of recipes) {
      expect(r.type).toBe('Lunch');
      expect(Math.round(r.glycemicLoad ?? 999)).toBeLessThanOrEqual(remaining);
    }

    // Plan the first suggestion for lunch: it is not offered again that day, and the budget shrinks.
    const first = recipes[0]!;
    await put(cook, '/api/plan', {
      week: WEEK,
      baseVersion: 0,
      entries: [entry({ id: 's1', date: '2026-11-25', recipeId: first.id, servings: 3 })],
    });
    const after = (await get(cook, url('lunch'))).json() as {
      recipes: { id: string }[];
      remaining: number;
    };
    expect(after.recipes.map((r) => r.id)).not.toContain(first.id);
    expect(after.remaining).toBe(Math.floor(80 - (first.glycemicLoad ?? 0) * 3));
    // A vegan cook is offered vegan recipes only.
    await app.inject({
      method: 'POST',
      url: '/api/submit-preferences',
      headers: { cookie: cook.cookie },
      payload: {
        foodPreferences: ['Vegan'],
        cookingMeal: 'Dinner',
        dishPriority: 'No Glucose Spikes',
      },
    });
    const vegan = (await get(cook, url('dinner'))).json() as { recipes: { diet: string | null }[] };
    for (const r of vegan.recipes) expect(r.diet).toBe('vegan');
    expect((await get(cook, url('dinner', '2026-12-25'))).statusCode).toBe(400);
    expect((await get(cook, url('elevenses'))).statusCode).toBe(400);
  });
});
