// PUT /api/shopping-list {items, recipes, baseVersion}: saves the list if the server still has
// baseVersion. A 409 is an answer, not a failure: it carries the current list to merge with.
import {
  shoppingListResponseSchema,
  type ShoppingList,
  type ShoppingListResponse,
} from '@roastie/core';
import { api, ApiError } from '@/lib/api-client';

export type PutOutcome =
  { saved: true; list: ShoppingListResponse } | { saved: false; current: ShoppingListResponse };

function currentFromConflict(error: unknown): ShoppingListResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { current?: unknown } | undefined;
  const parsed = shoppingListResponseSchema.safeParse(body?.current);
  return parsed.success ? parsed.data : null;
}

export async function putShoppingList(
  list: ShoppingList,
  baseVersion: number,
): Promise<PutOutcome> {
  try {
    const saved = await api.put<ShoppingListResponse>('/api/shopping-list', {
      items: list.items,
      recipes: list.recipes,
      baseVersion,
    });
    return { saved: true, list: saved };
  } catch (error) {
    const current = currentFromConflict(error);
    if (current) return { saved: false, current };
    throw error;
  }
}
