// Ingredient amounts as a cook reads them: at most 2 decimals, no trailing zeros ("1.5", "250"),
// and "2 pieces" rather than "2 piece" for the units that take a plural.

const PLURALS: Record<string, string> = {
  cup: 'cups',
  piece: 'pieces',
  tablespoon: 'tablespoons',
  teaspoon: 'teaspoons',
};

export function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

export function unitForDisplay(unit: string, amount: number): string {
  return amount > 1 ? (PLURALS[unit] ?? unit) : unit;
}

/** "Rolled oats: 80 g" (docs/product.md section 2: ingredient list as name: amount unit). */
export function ingredientLine(name: string, amount: number, unit: string): string {
  return `${name}: ${formatAmount(amount)} ${unitForDisplay(unit, amount)}`.trimEnd();
}
