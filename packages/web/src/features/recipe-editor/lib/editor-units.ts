// The editor's unit select (docs/product.md section 5): g, kg, cup(s), piece(s), l, tablespoon(s),
// teaspoon(s). A row keeps the singular; what is sent is the spelling the server accepts for the
// amount (EDITOR_UNITS in core: "1 cup", "2 cups", "0.5 cup").
import type { EditorUnit } from '@roastie/core';

export const UNIT_OPTIONS = [
  { value: 'g', label: 'g' },
  { value: 'kg', label: 'kg' },
  { value: 'cup', label: 'cup(s)' },
  { value: 'piece', label: 'piece(s)' },
  { value: 'l', label: 'l' },
  { value: 'tablespoon', label: 'tablespoon(s)' },
  { value: 'teaspoon', label: 'teaspoon(s)' },
] as const;

export type UnitChoice = (typeof UNIT_OPTIONS)[number]['value'];
export const DEFAULT_UNIT: UnitChoice = 'g';

const PLURALS: Partial<Record<UnitChoice, EditorUnit>> = {
  cup: 'cups',
  piece: 'pieces',
  tablespoon: 'tablespoons',
  teaspoon: 'teaspoons',
};

/** Other spellings a saved or generated recipe may carry, mapped to a choice of the select. */
const ALIASES: Record<string, UnitChoice> = {
  cups: 'cup',
  pieces: 'piece',
  pcs: 'piece',
  pc: 'piece',
  tablespoons: 'tablespoon',
  tbsp: 'tablespoon',
  teaspoons: 'teaspoon',
  tsp: 'teaspoon',
  gram: 'g',
  grams: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
};

/** The select's value for a stored unit; a unit the select lacks (ml) is kept as it is. */
export function unitChoiceOf(unit: string | undefined): string {
  const lower = (unit ?? '').trim().toLowerCase();
  if (!lower) return DEFAULT_UNIT;
  if (UNIT_OPTIONS.some((option) => option.value === lower)) return lower;
  return ALIASES[lower] ?? lower;
}

/** What to send: the plural for more than one ("2 cups"), else the singular. */
export function unitForAmount(choice: string, amount: string): string {
  const plural = PLURALS[choice as UnitChoice];
  return plural && Number(amount) > 1 ? plural : choice;
}
