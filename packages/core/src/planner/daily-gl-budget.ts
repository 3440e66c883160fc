// The day's glycemic-load budget and how the planner colours a day against it.
//
// Default 80: a low-GL diet keeps the day's total glycemic load under 80 (Brand-Miller, Foster-
// Powell, Colagiuri, The Low GI Handbook, 2010; the University of Sydney's GI guidance; Harvard
// Health's summary gives the same bound). A cook may set their own between 20 and 300 in the
// planner; see docs/product.md section 10.
//
// Colours: a day within its budget is fine (green); up to 20 % over is amber (one swap away);
// further over is red.
export const DEFAULT_DAILY_GL_BUDGET = 80;
export const MIN_DAILY_GL_BUDGET = 20;
export const MAX_DAILY_GL_BUDGET = 300;
export const AMBER_OVER_BUDGET_SHARE = 0.2;

export type BudgetStatus = 'within' | 'over' | 'far-over';

export function budgetStatus(glycemicLoad: number, budget: number): BudgetStatus {
  const total = Math.round(glycemicLoad);
  if (total <= budget) return 'within';
  if (total <= Math.round(budget * (1 + AMBER_OVER_BUDGET_SHARE))) return 'over';
  return 'far-over';
}

/** The budget a cook plans with: their own, or the default. */
export function effectiveBudget(saved: number | null | undefined): number {
  return saved ?? DEFAULT_DAILY_GL_BUDGET;
}
