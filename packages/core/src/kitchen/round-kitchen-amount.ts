// Weights and volumes rounded as a kitchen scale or jug reads them: "7 g" yeast, "185 g" flour,
// "1.25 kg" potatoes, "350 ml" stock (docs/decisions/0016-cooking-from-a-recipe.md).
//
// Decision: the step grows with the amount so the rounding never moves it by more than about
// 5 % (below 20: whole units, to 1 g; up to 500: steps of 5; up to 1000: steps of 10; then 25).
// A positive amount never rounds to 0 (at least 1 g or 1 ml).

const STEPS: readonly [below: number, step: number][] = [
  [20, 1],
  [500, 5],
  [1000, 10],
  [Number.POSITIVE_INFINITY, 25],
];

/** Grams or millilitres rounded to a sensible kitchen step. */
export function roundGramsOrMillilitres(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const step = STEPS.find(([below]) => amount < below)![1];
  return Math.max(1, Math.round(amount / step) * step);
}

/** Kilograms or litres to the nearest 0.05 ("1.25", "2"), at least 0.05. */
export function roundKilosOrLitres(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.max(0.05, Math.round(amount * 20) / 20);
}

/** "1.25", "2", "0.5": a kilo or litre figure with no float noise or trailing zeros. */
export function formatKilosOrLitres(amount: number): string {
  return String(Number(roundKilosOrLitres(amount).toFixed(2)));
}
