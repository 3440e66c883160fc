// A planned day's numbers: the glycemic load, carbohydrate, calories and protein of the servings
// planned, summed from each recipe's per-serving figures. A dish the engine could not estimate
// (or whose recipe was deleted) is counted in `unknown`, so the cook knows a total is partial.
import type { PlanEntry, PlanRecipe } from '../schemas/plan.ts';
import { budgetStatus, type BudgetStatus } from './daily-gl-budget.ts';

export interface DayTotals {
  date: string;
  glycemicLoad: number;
  carbs: number;
  calories: number;
  protein: number;
  dishes: number;
  /** Dishes whose GL is not known (no estimate, or the recipe is gone). */
  unknown: number;
  status: BudgetStatus;
}

export interface WeekSummary {
  days: DayTotals[];
  averageGlycemicLoad: number;
  plannedDays: number;
  daysOverBudget: number;
  totalCarbs: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function dayTotals(
  date: string,
  entries: readonly PlanEntry[],
  recipes: ReadonlyMap<string, PlanRecipe>,
  budget: number,
): DayTotals {
  let glycemicLoad = 0;
  let carbs = 0;
  let calories = 0;
  let protein = 0;
  let dishes = 0;
  let unknown = 0;
  for (const entry of entries) {
    if (entry.date !== date) continue;
    dishes += 1;
    const recipe = recipes.get(entry.recipeId);
    if (!recipe || recipe.glycemicLoad === null) unknown += 1;
    if (!recipe) continue;
    glycemicLoad += (recipe.glycemicLoad ?? 0) * entry.servings;
    carbs += (recipe.carbs ?? 0) * entry.servings;
    calories += (recipe.calories ?? 0) * entry.servings;
    protein += (recipe.protein ?? 0) * entry.servings;
  }
  return {
    date,
    glycemicLoad: round1(glycemicLoad),
    carbs: round1(carbs),
    calories: Math.round(calories),
    protein: round1(protein),
    dishes,
    unknown,
    status: budgetStatus(glycemicLoad, budget),
  };
}

export function weekSummary(
  days: readonly string[],
  entries: readonly PlanEntry[],
  recipes: ReadonlyMap<string, PlanRecipe>,
  budget: number,
): WeekSummary {
  const totals = days.map((date) => dayTotals(date, entries, recipes, budget));
  const planned = totals.filter((day) => day.dishes > 0);
  const load = planned.reduce((sum, day) => sum + day.glycemicLoad, 0);
  return {
    days: totals,
    averageGlycemicLoad: planned.length ? Math.round(load / planned.length) : 0,
    plannedDays: planned.length,
    daysOverBudget: planned.filter((day) => day.status !== 'within').length,
    totalCarbs: round1(planned.reduce((sum, day) => sum + day.carbs, 0)),
  };
}

/** GL left in a day's budget (never below zero). */
export function remainingBudget(
  date: string,
  entries: readonly PlanEntry[],
  recipes: ReadonlyMap<string, PlanRecipe>,
  budget: number,
): number {
  return Math.max(0, budget - dayTotals(date, entries, recipes, budget).glycemicLoad);
}
