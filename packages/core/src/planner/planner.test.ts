import { describe, expect, it } from 'vitest';
import { planPutSchema, type PlanEntry, type PlanRecipe } from '../schemas/plan.ts';
import { budgetStatus, DEFAULT_DAILY_GL_BUDGET, effectiveBudget } from './daily-gl-budget.ts';
import { daysOfWeek, isIsoWeek, isoWeekOf, shiftWeek, type IsoWeek } from './iso-week.ts';
import { dayTotals, remainingBudget, weekSummary } from './plan-totals.ts';
import { suggestForSlot } from './suggest-for-slot.ts';
import { applyPlanChange, servingsByRecipe } from './plan-operations.ts';

const recipe = (over: Partial<PlanRecipe> & { id: string }): PlanRecipe => ({
  name: over.id,
  type: 'Dinner',
  image: null,
  servings: 4,
  glycemicLoad: 10,
  glBand: 'Low',
  carbs: 30,
  calories: 400,
  protein: 20,
  diet: 'omnivore',
  ...over,
});

const entry = (over: Partial<PlanEntry> & { id: string; recipeId: string }): PlanEntry => ({
  date: '2026-11-23',
  slot: 'dinner',
  servings: 1,
  ...over,
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('ISO weeks', () => {
  it('finds the week of a day, including across the year boundary', () => {
    expect(isoWeekOf('2026-11-24')).toBe('2026-W48');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('lists a week Monday to Sunday', () => {
    expect(daysOfWeek('2026-W48')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(daysOfWeek('2025-W01')[0]).toBe('2024-12-30');
  });

  it('moves by weeks across years', () => {
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeek('2027-W01', -1)).toBe('2026-W53');
    expect(shiftWeek('2026-W48', -48)).toBe('2025-W52');
  });

  it('accepts only weeks that exist', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2025-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('2026-48')).toBe(false);
    expect(isIsoWeek('2026-W4')).toBe(false);
  });
});

describe('the day against its budget', () => {
  it('is within up to the budget, amber up to 20 % over, red beyond', () => {
    expect(budgetStatus(80, 80)).toBe('within');
    expect(budgetStatus(80.4, 80)).toBe('within');
    expect(budgetStatus(81, 80)).toBe('over');
    expect(budgetStatus(96, 80)).toBe('over');
    expect(budgetStatus(97, 80)).toBe('far-over');
  });

  it('uses the cook budget, or 80', () => {
    expect(effectiveBudget(null)).toBe(DEFAULT_DAILY_GL_BUDGET);
    expect(DEFAULT_DAILY_GL_BUDGET).toBe(80);
    expect(effectiveBudget(60)).toBe(60);
  });
});

describe('day and week totals', () => {
  const recipes = new Map([
    ['a', recipe({ id: 'a', glycemicLoad: 20, carbs: 50, calories: 500, protein: 25 })],
    ['b', recipe({ id: 'b', glycemicLoad: 12.5, carbs: 40, calories: 300, protein: 10 })],
    ['c', recipe({ id: 'c', glycemicLoad: null, carbs: null, calories: 200, protein: 5 })],
  ]);

  it('sums the servings planned, and counts what it cannot know', () => {
    const entries = [
      entry({ id: '1', recipeId: 'a', servings: 2 }),
      entry({ id: '2', recipeId: 'b', slot: 'lunch', servings: 1.5 }),
      entry({ id: '3', recipeId: 'c', slot: 'snack' }),
      entry({ id: '4', recipeId: 'gone', slot: 'breakfast' }),
      entry({ id: '5', recipeId: 'a', date: '2026-11-24' }),
    ];
    const day = dayTotals('2026-11-23', entries, recipes, 80);
    expect(day).toMatchObject({
      glycemicLoad: 58.8,
      carbs: 160,
      calories: 1650,
      protein: 70,
      dishes: 4,
      unknown: 2,
      status: 'within',
    });
    expect(remainingBudget('2026-11-23', entries, recipes, 80)).toBeCloseTo(21.2);
    expect(dayTotals('2026-11-23', entries, recipes, 50).status).toBe('over');
    expect(dayTotals('2026-11-23', entries, recipes, 45).status).toBe('far-over');
  });

  it('summarises the week over the days that have dishes', () => {
    const entries = [
      entry({ id: '1', recipeId: 'a', servings: 5 }),
      entry({ id: '2', recipeId: 'b', date: '2026-11-25' }),
    ];
    const summary = weekSummary(daysOfWeek('2026-W48' as IsoWeek), entries, recipes, 80);
    expect(summary.days).toHaveLength(7);
    expect(summary.plannedDays).toBe(2);
    expect(summary.daysOverBudget).toBe(1);
    expect(summary.averageGlycemicLoad).toBe(56);
  });
});

describe('suggestions for an empty slot', () => {
  const candidates = [
    recipe({ id: uuid(1), name: 'Lentil soup', glycemicLoad: 9, diet: 'vegan' }),
    recipe({ id: uuid(2), name: 'Steak', glycemicLoad: 2 }),
    recipe({ id: uuid(3), name: 'Risotto', glycemicLoad: 35, diet: 'vegetarian' }),
    recipe({ id: uuid(4), name: 'Omelette', type: 'Breakfast', glycemicLoad: 1 }),
    recipe({ id: uuid(5), name: 'Mystery', glycemicLoad: null }),
    recipe({ id: uuid(6), name: 'Chickpea curry', glycemicLoad: 14, diet: 'vegetarian' }),
  ];

  it('offers the slot type within the remaining budget, lowest GL first', () => {
    const found = suggestForSlot(candidates, [], {
      date: '2026-11-23',
      slot: 'dinner',
      remaining: 20,
      diet: null,
      limit: 5,
    });
    expect(found.map((r) => r.name)).toEqual(['Steak', 'Lentil soup', 'Chickpea curry']);
  });

  it('keeps to the diet and never repeats a recipe of the same day', () => {
    const planned = [entry({ id: 'x', recipeId: uuid(1), slot: 'lunch' })];
    const found = suggestForSlot(candidates, planned, {
      date: '2026-11-23',
      slot: 'dinner',
      remaining: 100,
      diet: 'vegetarian',
      limit: 5,
    });
    expect(found.map((r) => r.name)).toEqual(['Chickpea curry', 'Risotto']);
    const otherDay = suggestForSlot(candidates, planned, {
      date: '2026-11-24',
      slot: 'dinner',
      remaining: 100,
      diet: 'vegan',
      limit: 5,
    });
    expect(otherDay.map((r) => r.name)).toEqual(['Lentil soup']);
  });

  it('offers breakfasts and desserts for a snack', () => {
    const found = suggestForSlot(candidates, [], {
      date: '2026-11-23',
      slot: 'snack',
      remaining: 10,
      diet: null,
      limit: 5,
    });
    expect(found.map((r) => r.name)).toEqual(['Omelette']);
  });
});

describe('the plan payload', () => {
  const base = { week: '2026-W48', baseVersion: 0 };
  it('refuses days outside the week and repeated ids', () => {
    const outside = planPutSchema.safeParse({
      ...base,
      entries: [entry({ id: '1', recipeId: uuid(1), date: '2026-11-30' })],
    });
    expect(outside.success).toBe(false);
    expect(outside.error?.issues[0]?.message).toBe('2026-11-30 is not in 2026-W48');
    const twice = planPutSchema.safeParse({
      ...base,
      entries: [entry({ id: '1', recipeId: uuid(1) }), entry({ id: '1', recipeId: uuid(2) })],
    });
    expect(twice.success).toBe(false);
  });

  it('refuses impossible weeks, days and servings', () => {
    for (const bad of [
      { ...base, week: '2025-W53', entries: [] },
      { ...base, entries: [entry({ id: '1', recipeId: uuid(1), date: '2026-02-30' })] },
      { ...base, entries: [entry({ id: '1', recipeId: uuid(1), servings: 0 })] },
      { ...base, entries: [entry({ id: '1', recipeId: uuid(1), servings: 1e39 })] },
      { ...base, baseVersion: 2 ** 31, entries: [] },
    ]) {
      expect(planPutSchema.safeParse(bad).success).toBe(false);
    }
    expect(
      planPutSchema.safeParse({ ...base, entries: [entry({ id: '1', recipeId: uuid(1) })] })
        .success,
    ).toBe(true);
  });
});

describe('changes to a week', () => {
  const a = entry({ id: 'a', recipeId: uuid(1) });
  const b = entry({ id: 'b', recipeId: uuid(2), slot: 'lunch', servings: 2 });

  it('adds once, removes, moves and sets servings within bounds', () => {
    const added = applyPlanChange([a], { kind: 'add', entry: b });
    expect(added).toEqual([a, b]);
    expect(applyPlanChange(added, { kind: 'add', entry: b })).toEqual([a, b]);
    expect(applyPlanChange(added, { kind: 'remove', id: 'a' })).toEqual([b]);
    expect(
      applyPlanChange(added, { kind: 'move', id: 'b', date: '2026-11-26', slot: 'dinner' })[1],
    ).toMatchObject({ date: '2026-11-26', slot: 'dinner', servings: 2 });
    expect(applyPlanChange(added, { kind: 'servings', id: 'a', servings: 99 })[0]?.servings).toBe(
      20,
    );
    expect(applyPlanChange(added, { kind: 'servings', id: 'a', servings: 0 })[0]?.servings).toBe(
      0.25,
    );
  });

  it('re-applies a change to a week another device changed', () => {
    const theirs = [a, entry({ id: 'c', recipeId: uuid(3) })];
    const mine = applyPlanChange(theirs, { kind: 'add', entry: b });
    expect(mine.map((e) => e.id)).toEqual(['a', 'c', 'b']);
    // A change to an entry the other device removed changes nothing.
    expect(applyPlanChange([a], { kind: 'servings', id: 'c', servings: 3 })).toEqual([a]);
  });

  it('totals the week servings per recipe for shopping', () => {
    const week = [a, b, entry({ id: 'd', recipeId: uuid(1), servings: 3 })];
    expect(servingsByRecipe(week)).toEqual([
      { recipeId: uuid(1), servings: 4 },
      { recipeId: uuid(2), servings: 2 },
    ]);
  });
});
