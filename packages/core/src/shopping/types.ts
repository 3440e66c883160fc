// The shopping list as the product stores it. Source: docs/product.md section 3 ("Shopping list item:
// name, amount (string), unit. Added-recipe record: id, name, servings, multiplier").
import type { ShoppingUnit } from '../units/unit-lists.ts';

export interface ShoppingItem {
  /** Opaque, unique within a list; made by the caller's `newId` (core has no randomness). */
  id: string;
  /** As the user (or the recipe) wrote it; merging compares it by `shoppingNameKey`. */
  name: string;
  /**
   * A plain decimal ("1.5", "709.764"), at full precision: merged totals keep up to 12
   * significant digits so merging stays order-independent. Show it with `formatAmount`.
   */
  amount: string;
  unit: ShoppingUnit;
  checked: boolean;
  /** Present (true) when the line adds a mass to a volume through a catalogue density. */
  approximate?: boolean;
}

/** A recipe added to the list "how many times" (the multiplier, unit 'times'). */
export interface AddedRecipe {
  id: string;
  name: string;
  servings: number;
  multiplier: number;
}

export interface ShoppingList {
  items: readonly ShoppingItem[];
  recipes: readonly AddedRecipe[];
}

/** What the user types: name, amount ("1.5", "1,5", "1/2", "1 1/2") and any known unit. */
export interface ShoppingItemInput {
  name: string;
  amount: string | number;
  unit: string;
}

/** A recipe as addRecipe needs it: editor rows (docs/product.md section 3, recipe save payload). */
export interface RecipeForShopping {
  id: string;
  name: string;
  servings: number;
  ingredients: readonly ShoppingItemInput[];
}

/** Makes a new, unique item id (e.g. `() => crypto.randomUUID()` in the app). */
export type NewId = () => string;

export type ShoppingRejectionCode =
  | 'empty-name'
  | 'name-too-long'
  | 'invalid-amount'
  | 'unknown-unit'
  | 'list-full'
  | 'amount-too-large'
  | 'not-found'
  | 'invalid-multiplier'
  | 'too-many-recipes';

export interface ShoppingRejection {
  code: ShoppingRejectionCode;
  reason: string;
}

/** A list operation that can refuse: on refusal the list comes back unchanged, with the reason. */
export type ShoppingOutcome =
  { ok: true; list: ShoppingList } | ({ ok: false; list: ShoppingList } & ShoppingRejection);

export const EMPTY_SHOPPING_LIST: ShoppingList = { items: [], recipes: [] };
