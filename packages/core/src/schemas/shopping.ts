// The stored shopping list and its calls (issue 8): GET answers shoppingListResponseSchema, PUT
// sends shoppingListPutSchema with the version it was based on (optimistic concurrency).
// Shapes: docs/product.md section 3 (item: name, amount as a string, unit; added recipe: id, name,
// servings, multiplier). Limits: ../shopping/limits.ts.
import { z } from 'zod';
import {
  MAX_ENTERED_AMOUNT,
  MAX_SHOPPING_AMOUNT_LENGTH,
  MAX_SHOPPING_ITEMS,
  MAX_SHOPPING_NAME_LENGTH,
  MAX_SHOPPING_RECIPES,
} from '../shopping/limits.ts';
import { normaliseShoppingName } from '../shopping/name-key.ts';
import { parseAmountText } from '../shopping/parse-amount.ts';
import type { AddedRecipe, ShoppingItem, ShoppingList } from '../shopping/types.ts';
import { SHOPPING_UNITS } from '../units/unit-lists.ts';
import { safeText } from './safe-text.ts';

// Item ids come from the caller's newId (a UUID is 36 characters), recipe ids from the recipe table;
// 100 characters leaves room for either.
const MAX_ID_LENGTH = 100;
/** The largest version a list can reach (PostgreSQL's integer). */
export const MAX_LIST_VERSION = 2 ** 31 - 1;

const nameSchema = safeText()
  .trim()
  .min(1, 'Name is required')
  .max(MAX_SHOPPING_NAME_LENGTH, `Name has at most ${MAX_SHOPPING_NAME_LENGTH} characters`)
  .refine((name) => normaliseShoppingName(name) !== '', 'Name needs a letter or digit');

export const shoppingItemSchema = z.object({
  id: safeText().min(1).max(MAX_ID_LENGTH),
  name: nameSchema,
  amount: safeText()
    .max(MAX_SHOPPING_AMOUNT_LENGTH, `Amount has at most ${MAX_SHOPPING_AMOUNT_LENGTH} characters`)
    .refine((text) => (parseAmountText(text) ?? 0) > 0, 'Amount must be a number above zero'),
  unit: z.enum(SHOPPING_UNITS),
  checked: z.boolean(),
  approximate: z.boolean().optional(),
});

export const addedRecipeSchema = z.object({
  id: safeText().min(1).max(MAX_ID_LENGTH),
  name: nameSchema,
  servings: z.number().positive().max(MAX_ENTERED_AMOUNT),
  multiplier: z.number().positive().max(MAX_ENTERED_AMOUNT),
});

const itemsSchema = z
  .array(shoppingItemSchema)
  .max(MAX_SHOPPING_ITEMS, `A list holds at most ${MAX_SHOPPING_ITEMS} items`)
  .refine(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
    'Item ids must be unique',
  );

const recipesSchema = z
  .array(addedRecipeSchema)
  .max(MAX_SHOPPING_RECIPES, `A list records at most ${MAX_SHOPPING_RECIPES} recipes`)
  .refine(
    (recipes) => new Set(recipes.map((recipe) => recipe.id)).size === recipes.length,
    'Recipe ids must be unique',
  );

export const shoppingListSchema = z.object({ items: itemsSchema, recipes: recipesSchema });

export const shoppingListPutSchema = shoppingListSchema.extend({
  // The stored version is a 4-byte integer, and a save adds one to it.
  baseVersion: z
    .number()
    .int()
    .min(0)
    .max(MAX_LIST_VERSION - 1, 'That list version is not one Chef Roastie handed out'),
});

export const shoppingListResponseSchema = shoppingListSchema.extend({
  version: z.number().int().min(0),
});

export type ShoppingListPut = z.infer<typeof shoppingListPutSchema>;
export type ShoppingListResponse = z.infer<typeof shoppingListResponseSchema>;

// The schemas and the hand-written types describe the same data (checked when compiling).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _ItemMatches = Assert<Same<z.infer<typeof shoppingItemSchema>, ShoppingItem>>;
type _RecipeMatches = Assert<Same<z.infer<typeof addedRecipeSchema>, AddedRecipe>>;
type _ListMatches = Assert<z.infer<typeof shoppingListSchema> extends ShoppingList ? true : false>;
